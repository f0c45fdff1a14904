import { contrastRatio } from '@marquee/core';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { apiCall, createEventViaApi, createFreeTicketViaApi, createOrganizerViaApi } from './support/events';
import { isSignedInLanding, registerViaApi, signIn, toast, uniqueEmail } from './support/identity';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;
type TSlugged = { id: string; slug: string };

let server: TServer;
let browser: Browser;
/** The organizer's own session, for setting up through the API. */
let seller: BrowserContext;
let email: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  seller = await browser.newContext();
  email = uniqueEmail('homepage-designer');
  await registerViaApi(seller, server.baseUrl, { firstName: 'Dora', email });
});

afterAll(async () => {
  await seller?.close();
  await Promise.all([browser?.close(), server?.close()]);
});

const sql = (text: string, values: unknown[]) => server.services.database.query(text, values);

/** A live organizer with a live event of its own (each test its own, so a retry starts from the defaults). */
async function liveOrganizerAndEvent(): Promise<{ organizer: TSlugged; event: TSlugged }> {
  const created = await createOrganizerViaApi(seller, server.baseUrl, 'Canal House Concerts');
  const { id: eventId } = await createEventViaApi(seller, server.baseUrl, {
    organizerId: created.id,
    title: 'Pier Lights',
  });
  await createFreeTicketViaApi(seller, server.baseUrl, eventId);
  // Going live through the API needs a confirmed email; the page rules are what this test is about.
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [eventId]);
  await sql(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [created.id]);
  const organizer = await apiCall<TSlugged>(seller, server.baseUrl, 'GET', `organizers/${created.id}`);
  const event = await apiCall<TSlugged>(seller, server.baseUrl, 'GET', `events/${eventId}`);
  return { organizer, event };
}

async function openDesigner(
  context: TestContext,
  path: string,
  options: Parameters<typeof openPage>[2] = {},
): Promise<Page> {
  const { page } = await openPage(context, browser, options);
  await page.goto(`${server.baseUrl}/auth/login`);
  expect(await signIn(page, email)).toBe(200);
  await page.waitForURL((url) => isSignedInLanding(url));
  await page.goto(`${server.baseUrl}${path}`);
  await page.getByRole('heading', { name: 'Homepage designer', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Publish' }).waitFor();
  return page;
}

/** The preview frame's page once it is there (the frame reloads on a device switch or a new cover). */
async function previewFrame(page: Page): Promise<Frame> {
  const handle = await page.getByTestId('design-preview-frame').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('No preview frame.');
  return frame;
}

const bodyBackground = (target: Page | Frame) => target.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function waitForBackground(target: Page | Frame, rgb: string) {
  await target.waitForFunction((expected) => getComputedStyle(document.body).backgroundColor === expected, rgb);
}

/** Types a colour, leaves the field and closes its picker, as a person tabbing on would. */
async function typeColour(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await input.fill(value);
  await input.press('Tab');
  await page.keyboard.press('Escape');
}

/** Adds a FAQ block with one question through the Sections tab and its editor. */
async function addFaq(page: Page, question: string, answer: string) {
  await page.getByRole('tab', { name: 'Sections' }).click();
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('menuitem', { name: /^FAQ/ }).click();
  const editor = page.getByTestId('section-editor');
  await editor.getByRole('button', { name: 'Add a question' }).click();
  await editor.getByRole('textbox', { name: /^Question/ }).fill(question);
  await editor.getByRole('textbox', { name: /^Answer/ }).fill(answer);
  await editor.getByRole('button', { name: 'Done' }).click();
  await editor.waitFor({ state: 'detached' });
}

const sectionTypes = (page: Page) =>
  page.getByTestId('design-section').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-section-type')));

// #ecfeff (Ocean), #f5f3ff (a new event's default), #f0fdf4 (Forest), #0f172a (Midnight, the organizers' default).
const OCEAN_BACKGROUND = 'rgb(236, 254, 255)';
const EVENT_DEFAULT_BACKGROUND = 'rgb(245, 243, 255)';
const FOREST_BACKGROUND = 'rgb(240, 253, 244)';
const MIDNIGHT_BACKGROUND = 'rgb(15, 23, 42)';

describe('homepage designer', () => {
  it('designs the event page in a live preview, keeps the draft from buyers and publishes it', async (context) => {
    const { event } = await liveOrganizerAndEvent();
    const page = await openDesigner(context, `/manage/event/${event.id}/homepage-designer`);
    expect(await page.getByTestId('design-status').textContent()).toContain('Published');

    // The preview frames the real page, with the published theme until something changes.
    let preview = await previewFrame(page);
    await waitForBackground(preview, EVENT_DEFAULT_BACKGROUND);

    await page.getByRole('button', { name: 'Ocean' }).click();
    await typeColour(page, 'Accent colour', '#155e75');
    await page.getByTestId('design-status').filter({ hasText: 'Unsaved changes' }).waitFor();
    // Redrawn before anything is saved.
    await waitForBackground(preview, OCEAN_BACKGROUND);

    const question = 'Is there parking at the pier?';
    await addFaq(page, question, 'Yes, free after 6pm.');
    expect(await sectionTypes(page)).toEqual(['hero', 'tickets', 'about', 'faq']);
    await page.getByRole('button', { name: 'Move FAQ up' }).click();
    expect(await sectionTypes(page)).toEqual(['hero', 'tickets', 'faq', 'about']);
    await preview.getByText(question).first().waitFor();

    // A phone's width shows the same unsaved design.
    await page
      .locator('label')
      .filter({ hasText: /^Phone$/ })
      .click();
    await page.locator('[data-testid="design-preview-frame"][data-device="phone"]').waitFor();
    preview = await previewFrame(page);
    await preview.getByText(question).first().waitFor();
    // The theme's stylesheet is a chunk of its own: it follows the content by a moment.
    await waitForBackground(preview, OCEAN_BACKGROUND);

    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === `/api/events/${event.id}/settings`,
    );
    await page.getByRole('button', { name: 'Save draft' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const body = response.request().postDataJSON() as {
      homepage_design_draft: { homepage_theme_settings: { accent: string }; homepage_sections: { type: string }[] };
    };
    expect(body.homepage_design_draft.homepage_theme_settings.accent).toBe('#155e75');
    expect(body.homepage_design_draft.homepage_sections.map((section) => section.type)).toEqual([
      'hero',
      'tickets',
      'faq',
      'about',
    ]);
    await page
      .getByTestId('design-status')
      .filter({ hasText: /Draft saved .*, not yet published/ })
      .waitFor();

    // Buyers still see the published page.
    const buyer = await openPage(context, browser);
    await buyer.page.goto(`${server.baseUrl}/event/${event.id}/${event.slug}`);
    await buyer.page.getByRole('heading', { name: 'Pier Lights', level: 1 }).waitFor();
    expect(await bodyBackground(buyer.page)).toBe(EVENT_DEFAULT_BACKGROUND);
    expect(await buyer.page.getByText(question).count()).toBe(0);

    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Published: buyers now see this design.');
    await page
      .getByTestId('design-status')
      .filter({ hasText: /^Published$/ })
      .waitFor();

    await buyer.page.reload();
    await buyer.page.getByText(question).first().waitFor();
    await waitForBackground(buyer.page, OCEAN_BACKGROUND);
  });

  it('flags a low-contrast accent and suggests a colour that passes', async (context) => {
    const { event } = await liveOrganizerAndEvent();
    const page = await openDesigner(context, `/manage/event/${event.id}/homepage-designer`);
    await typeColour(page, 'Background colour', '#ffffff');
    await typeColour(page, 'Accent colour', '#ffff00');
    const check = page.getByTestId('contrast-check');
    expect(await check.getAttribute('role')).toBe('status');
    await check
      .getByText(/Links in your accent colour are hard to read on this background \(1\.0:1, needs 4\.5:1\)/)
      .waitFor();

    await check
      .locator('[data-contrast-pair="link"]')
      .getByRole('button', { name: /^Use suggested colour/ })
      .click();
    await check.getByText(/^Contrast OK/).waitFor();
    const accent = await page.getByRole('textbox', { name: /^Accent colour/ }).inputValue();
    expect(accent).not.toBe('#ffff00');
    expect(contrastRatio(accent, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('designs and publishes the organizer page', async (context) => {
    const { organizer } = await liveOrganizerAndEvent();
    const page = await openDesigner(context, `/manage/organizer/${organizer.id}/organizer-homepage-designer`);
    const preview = await previewFrame(page);
    await waitForBackground(preview, MIDNIGHT_BACKGROUND);

    await page.getByRole('button', { name: 'Forest' }).click();
    const question = 'Do you run private concerts?';
    await addFaq(page, question, 'Yes, write to us.');
    await waitForBackground(preview, FOREST_BACKGROUND);
    await preview.getByText(question).first().waitFor();

    // Publishing saves the unsaved work first.
    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Published: buyers now see this design.');

    const visitor = await openPage(context, browser);
    await visitor.page.goto(`${server.baseUrl}/events/${organizer.id}/${organizer.slug}`);
    await visitor.page.getByRole('heading', { name: 'Canal House Concerts', level: 1 }).waitFor();
    await visitor.page.getByText(question).first().waitFor();
    await waitForBackground(visitor.page, FOREST_BACKGROUND);
  });

  it('fits a phone screen, the preview and the section editor included', async (context) => {
    const { event } = await liveOrganizerAndEvent();
    const page = await openDesigner(context, `/manage/event/${event.id}/homepage-designer`, PHONE);
    await page.getByTestId('design-preview-frame').waitFor();
    await page.getByRole('tab', { name: 'Sections' }).click();
    await page.getByRole('button', { name: 'Edit About' }).click();
    await page.getByTestId('section-editor').waitFor();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});
