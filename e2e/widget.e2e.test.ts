import type { Browser, Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage, PHONE } from './support/browser';
import {
  apiCall,
  confirmEmailThroughLink,
  createEventViaApi,
  createFreeTicketViaApi,
  createOrganizerViaApi,
} from './support/events';
import { startHostSite, widgetHostPage, type THostSite } from './support/host-site';
import { registerViaApi, smtpEnv, startSmtpSink, uniqueEmail, type SmtpSink } from './support/identity';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

let sink: SmtpSink;
let server: TServer;
let browser: Browser;
/** Another site: a plain page on a second local port, so the widget runs on another origin than the product. */
let host: THostSite;

beforeAll(async () => {
  sink = await startSmtpSink();
  [server, browser] = await Promise.all([startTestServer({ env: smtpEnv(sink) }), launchBrowser()]);
  host = await startHostSite();
  expect(new URL(host.url).origin).not.toBe(new URL(server.baseUrl).origin);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close(), host?.close()]);
  await sink?.close();
});

/** A LIVE event with a free ticket and a paid one sold with offline payment. */
async function liveEvent(context: Parameters<typeof openPage>[0]) {
  const seller = await openPage(context, browser);
  const email = uniqueEmail('widget');
  await registerViaApi(seller.browserContext, server.baseUrl, { firstName: 'Sasha', email });
  await confirmEmailThroughLink(seller.page, sink, server.baseUrl, email);
  const organizer = await createOrganizerViaApi(seller.browserContext, server.baseUrl);
  const event = await createEventViaApi(seller.browserContext, server.baseUrl, {
    organizerId: organizer.id,
    title: 'Harbour Jazz Night',
  });
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown) =>
    apiCall<T>(seller.browserContext, server.baseUrl, method, path, data);
  const free = await createFreeTicketViaApi(seller.browserContext, server.baseUrl, event.id);
  const categories = await call<{ id: string }[]>('GET', `events/${event.id}/product-categories`);
  await call('POST', `events/${event.id}/products`, {
    title: 'Front row',
    type: 'PAID',
    product_type: 'TICKET',
    product_category_id: categories[0]?.id,
    prices: [{ price: 2500 }],
  });
  await call('PATCH', `events/${event.id}/settings`, {
    payment_providers: ['OFFLINE'],
    offline_payment_instructions: '<p>Transfer to IBAN DE00 1234 with your order number.</p>',
    attendee_details_collection_method: 'PER_ORDER',
  });
  await call('PUT', `events/${event.id}/status`, { status: 'LIVE' });
  return { event, freeProductId: free.id };
}

/** The host page of these tests: a themed widget div and, when given, more. */
const hostPage = (eventId: string, extra = '') =>
  widgetHostPage(server.baseUrl, eventId, {
    attributes:
      'data-marquee-primary-color="#0b7285" data-marquee-primary-text-color="#ffffff" data-marquee-continue-button-text="Get tickets"',
    extra,
  });

const widgetFrame = (page: Page, selector = '#main-widget'): FrameLocator =>
  page.locator(selector).locator('iframe').contentFrame();
const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Checkout' });
const checkoutFrame = (page: Page): FrameLocator => checkoutDialog(page).locator('iframe').contentFrame();

const frameOf = (page: Page, urlPart: string) => page.frames().find((frame) => frame.url().includes(urlPart))!;
/** The document inside the frame under this element of the host page. */
const documentIn = async (page: Page, selector: string): Promise<Frame> =>
  (await (await page.locator(`${selector} iframe`).elementHandle())!.contentFrame())!;

async function fillBuyer(frame: FrameLocator, first: string, email: string) {
  await frame.getByLabel('First name').fill(first);
  await frame.getByLabel('Last name').fill('Host');
  await frame.getByLabel(/^Email/).fill(email);
  await frame.getByLabel('Confirm email').fill(email);
}

describe('the embeddable widget on another site', () => {
  it('sells a free and an offline-paid ticket without leaving the host page, which hears each order', async (context) => {
    const { event, freeProductId } = await liveEvent(context);
    host.setPage(
      '/club',
      hostPage(
        event.id,
        `<marquee-tickets id="second-widget" event="${event.id}" products="${freeProductId}" continue-button-text="Free entry"></marquee-tickets>`,
      ),
    );
    const { page } = await openPage(context, browser);
    await page.goto(`${host.url}/club`);
    const widget = widgetFrame(page);
    await widget.getByText('Harbour Jazz Night').first().waitFor();
    // Two widgets on one page, each told apart; the second shows only its product.
    const second = widgetFrame(page, '#second-widget');
    await second.getByRole('button', { name: 'Free entry' }).waitFor();
    expect(await second.getByLabel('Quantity of Front row').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { loaded: number }).loaded)).toBe(2);

    // The credit's link says it came from a widget.
    expect(await widget.getByTestId('powered-by-footer').getByRole('link').getAttribute('href')).toMatch(
      /utm_medium=(selfhosted-)?widget/,
    );
    // Isolation both ways: the host's loud styles stay out of the widget, the widget's stay out of the host.
    const button = widget.getByRole('button', { name: 'Get tickets' });
    const buttonStyle = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { fontSize: style.fontSize, background: style.backgroundColor, color: style.color };
    });
    expect(buttonStyle.fontSize).not.toBe('40px');
    expect(buttonStyle.background).toBe('rgb(11, 114, 133)');
    expect(buttonStyle.color).toBe('rgb(255, 255, 255)');
    const hostTitle = await page.locator('#host-title').evaluate((element) => {
      const style = getComputedStyle(element);
      return { fontSize: style.fontSize, color: style.color, fontFamily: style.fontFamily };
    });
    expect(hostTitle).toMatchObject({ fontSize: '40px', color: 'rgb(255, 0, 0)' });
    expect(hostTitle.fontFamily).not.toMatch(/nunito/i);
    // Sized to its content by its own messages, not a fixed box.
    const widgetDocument = await documentIn(page, '#main-widget');
    await expect
      .poll(async () => {
        const frameHeight = (await page.locator('#main-widget iframe').boundingBox())?.height ?? 0;
        const contentHeight = await widgetDocument.evaluate(
          () => document.documentElement.getBoundingClientRect().height,
        );
        return Math.abs(frameHeight - contentHeight) < 2;
      })
      .toBe(true);

    // A free ticket: checkout opens over the host page, completes, and the host hears the order.
    await widget.getByLabel('Quantity of General admission').fill('1');
    await button.click();
    await checkoutDialog(page).waitFor();
    const checkout = checkoutFrame(page);
    await fillBuyer(checkout, 'Robin', 'robin@example.com');
    await checkout.getByRole('button', { name: 'Complete order' }).click();
    await checkout.getByTestId('order-status').getByText('completed').waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { completed: unknown[] }).completed.length))
      .toBe(1);
    const [first] = await page.evaluate(
      () => (window as unknown as { completed: Record<string, unknown>[] }).completed,
    );
    expect(first).toMatchObject({ status: 'COMPLETED', total: 0, currency: 'EUR', event_id: event.id });
    expect(String(first!.reference)).toMatch(/\S{4,}/);
    expect(page.url()).toBe(`${host.url}/club`);
    await checkoutDialog(page).getByRole('button', { name: 'Close' }).click();
    await checkoutDialog(page).waitFor({ state: 'detached' });

    // A paid ticket with offline payment, the same way.
    await widget.getByLabel('Quantity of Front row').fill('2');
    await button.click();
    await fillBuyer(checkoutFrame(page), 'Alex', 'alex@example.com');
    await checkoutFrame(page).getByRole('button', { name: 'Continue to payment' }).click();
    await checkoutFrame(page).getByTestId('offline-payment').getByText('Transfer to IBAN DE00 1234').waitFor();
    await checkoutFrame(page).getByRole('button', { name: 'Place order' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { completed: unknown[] }).completed.length))
      .toBe(2);
    const second_ = (
      await page.evaluate(() => (window as unknown as { completed: Record<string, unknown>[] }).completed)
    )[1];
    expect(second_).toMatchObject({ status: 'AWAITING_OFFLINE_PAYMENT', total: 5000, currency: 'EUR' });
    await page
      .locator('#host-log')
      .getByText(`Order ${String(second_!.reference)}`)
      .waitFor();
    expect(page.url()).toBe(`${host.url}/club`);
  });

  it('opens checkout as a full-screen sheet on a phone, closes on Escape and Close, and passes axe', async (context) => {
    const { event } = await liveEvent(context);
    host.setPage('/phone', hostPage(event.id));
    const { page } = await openPage(context, browser, PHONE);
    await page.goto(`${host.url}/phone`);
    const widget = widgetFrame(page);
    await widget.getByLabel('Quantity of General admission').fill('1');
    expect(await axeViolations(await documentIn(page, '#main-widget'))).toEqual([]);

    await widget.getByRole('button', { name: 'Get tickets' }).click();
    const dialog = checkoutDialog(page);
    await checkoutFrame(page).getByLabel('First name').waitFor();
    expect(await dialog.boundingBox()).toEqual({
      x: 0,
      y: 0,
      width: PHONE.viewport.width,
      height: PHONE.viewport.height,
    });
    // The host page's overlay and the checkout inside it.
    expect(
      // The host's own content is not in landmarks: that rule is the host's business, not the overlay's.
      await axeViolations(page, { iframes: false, rules: { region: { enabled: false } } }),
    ).toEqual([]);
    expect(await axeViolations(frameOf(page, '/details'))).toEqual([]);

    // Escape pressed inside the checkout closes the sheet, and focus goes back to the widget.
    await checkoutFrame(page).getByLabel('First name').press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(
        () => document.activeElement?.shadowRoot?.activeElement?.tagName ?? document.activeElement?.tagName,
      ),
    ).toMatch(/IFRAME|DIV/);

    // The order in progress is offered again in the widget; Close closes the sheet too.
    await widget.getByTestId('resume-order').getByRole('link', { name: 'Continue' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('becomes a link to the event page on a site whose policy forbids frames', async (context) => {
    const { event } = await liveEvent(context);
    host.setPage('/strict', hostPage(event.id), `frame-src 'none'`);
    const { page } = await openPage(context, browser);
    await page.goto(`${host.url}/strict`);
    const link = page.locator('#main-widget').getByRole('link', { name: 'Buy tickets' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${server.baseUrl}/event/${event.id}`);
    expect(await link.getAttribute('target')).toBe('_blank');
  });
});
