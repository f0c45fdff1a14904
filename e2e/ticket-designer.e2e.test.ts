import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { apiCall, createOrganizerViaApi } from './support/events';
import { isSignedInLanding, registerViaApi, signIn, toast, uniqueEmail } from './support/identity';
import { eventSellingTickets } from './support/orders';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;
type TTicketDesign = { footer_text: string | null; accent_color: string | null; layout_type: string };

let server: TServer;
let browser: Browser;
/** The organizer's own session, for reading what was saved through the API. */
let seller: BrowserContext;
let fixture: { email: string; organizerId: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  seller = await browser.newContext();
  const email = uniqueEmail('ticket-designer');
  await registerViaApi(seller, server.baseUrl, { firstName: 'Wanda', lastName: 'Designer', email });
  const organizer = await createOrganizerViaApi(seller, server.baseUrl, 'Harbour Sounds');
  fixture = { email, organizerId: organizer.id };
});

afterAll(async () => {
  await seller?.close();
  await Promise.all([browser?.close(), server?.close()]);
});

/** A LIVE event of each test's own with one sold ticket: the event and that ticket's public page. */
async function eventWithSoldTicket(title: string) {
  const selling = await eventSellingTickets(seller, server, { organizerId: fixture.organizerId, title });
  const order = await selling.seed({ firstName: 'Robin', lastName: 'Buyer', email: 'robin@example.com' });
  const placed = await apiCall<{ attendees: { short_id: string }[] }>(
    seller,
    server.baseUrl,
    'GET',
    `public/events/${selling.event.id}/order/${order.shortId}`,
  );
  const attendeeShortId = placed.attendees[0]!.short_id;
  return { eventId: selling.event.id, ticketPath: `/product/${selling.event.id}/${attendeeShortId}`, attendeeShortId };
}

const savedDesign = async (eventId: string) =>
  (
    await apiCall<{ ticket_design_settings: TTicketDesign }>(
      seller,
      server.baseUrl,
      'GET',
      `events/${eventId}/settings`,
    )
  ).ticket_design_settings;

/** Signs in through the login form and opens the ticket designer from the event's menu. */
async function openDesigner(
  context: TestContext,
  eventId: string,
  options: Parameters<typeof openPage>[2] = {},
): Promise<{ page: Page; browserContext: BrowserContext }> {
  const opened = await openPage(context, browser, options);
  const { page } = opened;
  await page.goto(`${server.baseUrl}/auth/login`);
  expect(await signIn(page, fixture.email)).toBe(200);
  await page.waitForURL((url) => isSignedInLanding(url));
  await page.goto(`${server.baseUrl}/manage/event/${eventId}/dashboard`);
  const link = page
    .getByRole('navigation', { name: 'Event navigation' })
    .getByRole('link', { name: 'Ticket designer' });
  // The sidebar is a closed drawer on a phone; the address is the same.
  if (!options.isMobile && (await link.isVisible())) await link.click();
  else await page.goto(`${server.baseUrl}/manage/event/${eventId}/ticket-designer`);
  await page.waitForURL((url) => url.pathname === `/manage/event/${eventId}/ticket-designer`);
  await page.getByRole('heading', { name: 'Ticket designer', level: 1 }).waitFor();
  await footerInput(page).waitFor();
  return opened;
}

const footerInput = (page: Page) => page.getByRole('textbox', { name: /^Footer/ });
const previewCard = (page: Page) => page.getByTestId('ticket-design-preview').getByTestId('ticket-card');
const accentOf = (card: Locator) => card.evaluate((element) => element.style.getPropertyValue('--ticket-accent'));

/** Replaces window.print in every page of the context with a counter, so headless Chromium starts no print job. */
async function countPrints(browserContext: BrowserContext) {
  await browserContext.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
}
const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

/** The page size (in PDF points) of the first page Chromium prints, honouring the page's own `@page` size. */
async function printedPageSize(page: Page): Promise<[number, number]> {
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
  if (!box) throw new Error('The PDF has no MediaBox');
  return [Math.round(Number(box[3])), Math.round(Number(box[4]))];
}

describe('ticket designer', () => {
  it('previews changes before saving, keeps them, prints the sample on its paper, and the real ticket follows', async (context) => {
    const { eventId, ticketPath, attendeeShortId } = await eventWithSoldTicket('Pier concert');
    const { page, browserContext } = await openDesigner(context, eventId);
    const card = previewCard(page);
    // The sample: the signed-in organizer as attendee, a mock product, the event's real title.
    await card.getByTestId('ticket-attendee').getByText('Wanda Designer').waitFor();
    await card.getByRole('heading', { name: 'Pier concert' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // Every change shows in the preview before anything is saved.
    await footerInput(page).fill('Doors open at 7 pm');
    await card.getByTestId('ticket-footer').getByText('Doors open at 7 pm').waitFor();
    await page.getByRole('checkbox', { name: /event page's accent colour/ }).uncheck();
    const accent = page.getByRole('textbox', { name: /^Accent colour/ });
    await accent.fill('#0b7285');
    await accent.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => accentOf(card)).toBe('#0b7285');
    await page.getByText('Modern', { exact: true }).click();
    await expect.poll(() => card.getAttribute('data-layout')).toBe('modern');
    await page.getByText('Ticket 2 × 5.5 in', { exact: true }).click();
    expect((await savedDesign(eventId)).footer_text).toBeNull();

    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === `/api/events/${eventId}/settings`,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await toast(page, 'Ticket design saved.');
    expect(await savedDesign(eventId)).toMatchObject({
      footer_text: 'Doors open at 7 pm',
      accent_color: '#0b7285',
      layout_type: 'modern',
      paper_size: 'TICKET',
    });

    await page.reload();
    await footerInput(page).waitFor();
    expect(await footerInput(page).inputValue()).toBe('Doors open at 7 pm');
    await expect.poll(() => previewCard(page).getAttribute('data-layout')).toBe('modern');
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // Print preview: the saved sample alone, on 2 × 5.5 in stock, and the print dialog opened by itself.
    await countPrints(browserContext);
    const [print] = await Promise.all([
      browserContext.waitForEvent('page'),
      page.getByRole('link', { name: 'Print preview' }).click(),
    ]);
    await print.waitForURL((url) => url.pathname === `/manage/event/${eventId}/ticket-designer/print`);
    const printed = print.getByTestId('ticket-card');
    await printed.getByTestId('ticket-attendee').getByText('Wanda Designer').waitFor();
    await printed.getByText('General admission').waitFor();
    await printed.getByTestId('ticket-footer').getByText('Doors open at 7 pm').waitFor();
    await expect.poll(() => printCalls(print)).toBe(1);
    await print.emulateMedia({ media: 'print' });
    expect(await print.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await printedPageSize(print)).toEqual([144, 396]);
    await print.close();

    // The real ticket page draws the saved design, and offers its PDF.
    const buyer = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.onTestFinished(() => buyer.close());
    const ticketPage = await buyer.newPage();
    await ticketPage.goto(`${server.baseUrl}${ticketPath}`);
    const ticket = ticketPage.getByTestId('ticket-card');
    await ticket.getByTestId('ticket-attendee').getByText('Robin Buyer').waitFor();
    await ticket.getByTestId('ticket-footer').getByText('Doors open at 7 pm').waitFor();
    expect(await accentOf(ticket)).toBe('#0b7285');
    expect(await ticket.getAttribute('data-layout')).toBe('modern');
    expect(await ticketPage.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `/api/public/events/${eventId}/attendees/${attendeeShortId}/ticket.pdf?locale=en`,
    );
  });

  it('stacks the preview under the form on a phone and still updates it as you type', async (context) => {
    const { eventId } = await eventWithSoldTicket('Harbour matinee');
    const { page } = await openDesigner(context, eventId, PHONE);
    await footerInput(page).fill('Bring your ID');
    const card = previewCard(page);
    await card.getByTestId('ticket-footer').getByText('Bring your ID').waitFor();
    const form = await page.getByRole('form', { name: 'Ticket design' }).boundingBox();
    const preview = await page.getByTestId('ticket-design-preview').boundingBox();
    expect(preview!.y).toBeGreaterThan(form!.y + form!.height - 1);
    // Nothing sticks out sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
