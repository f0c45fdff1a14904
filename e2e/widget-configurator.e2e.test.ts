import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { apiCall, createEventViaApi, createFreeTicketViaApi, createOrganizerViaApi } from './support/events';
import { isSignedInLanding, registerViaApi, signIn, toast, uniqueEmail } from './support/identity';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;
type TWidgetSettings = { primary_color: string | null; secondary_color: string | null };

let server: TServer;
let browser: Browser;
/** The seeded organizer's own session, for reading what was saved through the API. */
let seller: BrowserContext;
let fixture: { email: string; organizerId: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  seller = await browser.newContext();
  const email = uniqueEmail('widget-config');
  await registerViaApi(seller, server.baseUrl, { firstName: 'Wanda', email });
  const organizer = await createOrganizerViaApi(seller, server.baseUrl, 'Harbour Sounds');
  fixture = { email, organizerId: organizer.id };
});

/** A draft event with a free ticket, of each test's own, so a retried test starts from the defaults again. */
async function createEvent(): Promise<string> {
  const event = await createEventViaApi(seller, server.baseUrl, {
    organizerId: fixture.organizerId,
    title: 'Pier concert',
  });
  await createFreeTicketViaApi(seller, server.baseUrl, event.id);
  return event.id;
}

afterAll(async () => {
  await seller?.close();
  await Promise.all([browser?.close(), server?.close()]);
});

const savedWidget = async (eventId: string) =>
  (await apiCall<{ widget_settings: TWidgetSettings }>(seller, server.baseUrl, 'GET', `events/${eventId}/settings`))
    .widget_settings;

/** Signs in through the login form as the seeded organizer and opens the widget screen from the event's menu. */
async function openWidgetScreen(
  context: TestContext,
  eventId: string,
  options: Parameters<typeof openPage>[2] = {},
): Promise<Page> {
  const { page } = await openPage(context, browser, options);
  await page.goto(`${server.baseUrl}/auth/login`);
  expect(await signIn(page, fixture.email)).toBe(200);
  await page.waitForURL((url) => isSignedInLanding(url));
  await page.goto(`${server.baseUrl}/manage/event/${eventId}/dashboard`);
  const nav = page.getByRole('navigation', { name: 'Event navigation' });
  const link = nav.getByRole('link', { name: 'Widget embed' });
  // The sidebar is a drawer on a phone; the address is the same.
  if (await link.isVisible()) await link.click();
  else await page.goto(`${server.baseUrl}/manage/event/${eventId}/widget`);
  await page.waitForURL((url) => url.pathname === `/manage/event/${eventId}/widget`);
  await page.getByRole('heading', { name: 'Widget embed', level: 1 }).waitFor();
  await colourInput(page, 'Primary (main button)').waitFor();
  return page;
}

const colourInput = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const htmlSnippet = (page: Page) => page.getByTestId('widget-html-snippet');

/** Types into a colour field, then leaves it and closes its picker, as a person tabbing on would. */
async function typeColour(page: Page, label: string, value: string) {
  const input = colourInput(page, label);
  await input.fill(value);
  await input.press('Tab');
  await page.keyboard.press('Escape');
}

describe('widget configurator', () => {
  it('shows a typed colour in the embed code and the preview, saves it, and keeps it after a reload', async (context) => {
    const eventId = await createEvent();
    const page = await openWidgetScreen(context, eventId);
    // The preview frames the real widget page, Continue off.
    const preview = page.getByTitle('Widget preview');
    await page.frameLocator('iframe[title="Widget preview"]').getByText('General admission').first().waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await typeColour(page, 'Primary (main button)', '#0b7285');
    await htmlSnippet(page).filter({ hasText: 'data-marquee-primary-color="#0b7285"' }).waitFor();
    expect(await htmlSnippet(page).textContent()).toContain(`data-marquee-event="${eventId}"`);
    await page.waitForFunction(
      () =>
        new URL(document.querySelector<HTMLIFrameElement>('iframe[title="Widget preview"]')!.src).searchParams.get(
          'primaryColor',
        ) === '#0b7285',
    );
    expect(await preview.getAttribute('src')).toContain('preview=1');

    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === `/api/events/${eventId}/settings`,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ widget_settings: { primary_color: '#0b7285' } });
    await toast(page, 'Widget settings saved.');
    expect((await savedWidget(eventId)).primary_color).toBe('#0b7285');

    await page.reload();
    await colourInput(page, 'Primary (main button)').waitFor();
    expect(await colourInput(page, 'Primary (main button)').inputValue()).toBe('#0b7285');
    await htmlSnippet(page).filter({ hasText: 'data-marquee-primary-color="#0b7285"' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  });

  it('says a colour is not hex and sends nothing when Save is pressed', async (context) => {
    const eventId = await createEvent();
    const page = await openWidgetScreen(context, eventId);
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });

    await typeColour(page, 'Secondary (other buttons)', 'light blue');
    await page.getByText('Use a hex colour such as #1a73e8, or leave it empty.').waitFor();
    expect(await colourInput(page, 'Secondary (other buttons)').getAttribute('aria-invalid')).toBe('true');
    expect(await htmlSnippet(page).textContent()).not.toContain('secondary-color');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Use a hex colour such as #1a73e8, or leave it empty.').waitFor();
    // The refused field takes the focus, so a keyboard user lands on what to fix.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    // Give a request that should not happen the time to show up.
    await page.waitForTimeout(500);
    expect(patches).toEqual([]);
    expect((await savedWidget(eventId)).secondary_color).toBeNull();
  });

  it('fits a phone screen, the code scrolling on its own', async (context) => {
    const page = await openWidgetScreen(context, await createEvent(), PHONE);
    await htmlSnippet(page).waitFor();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});
