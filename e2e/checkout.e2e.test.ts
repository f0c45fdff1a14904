import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import {
  apiCall,
  confirmEmailThroughLink,
  createEventViaApi,
  createFreeTicketViaApi,
  createOrganizerViaApi,
} from './support/events';
import { registerViaApi, smtpEnv, startSmtpSink, uniqueEmail, type SmtpSink } from './support/identity';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

let sink: SmtpSink;
let server: TServer;
let browser: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  [server, browser] = await Promise.all([startTestServer({ env: smtpEnv(sink) }), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  await sink?.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * A LIVE event set up through the API by an organizer with a confirmed email: a free ticket, a paid ticket
 * with offline payment, a promo code and one order question.
 */
async function liveEvent(organizerContext: BrowserContext, page: Parameters<typeof confirmEmailThroughLink>[0]) {
  const email = uniqueEmail('seller');
  await registerViaApi(organizerContext, server.baseUrl, { firstName: 'Sasha', email });
  await confirmEmailThroughLink(page, sink, server.baseUrl, email);
  const organizer = await createOrganizerViaApi(organizerContext, server.baseUrl);
  const event = await createEventViaApi(organizerContext, server.baseUrl, {
    organizerId: organizer.id,
    title: 'Harbour Jazz Night',
  });
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown) =>
    apiCall<T>(organizerContext, server.baseUrl, method, path, data);
  await createFreeTicketViaApi(organizerContext, server.baseUrl, event.id);
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
    post_checkout_message: '<p>Doors open at 19:00. Enjoy the show!</p>',
  });
  await call('POST', `events/${event.id}/promo-codes`, { code: 'friends', discount_type: 'PERCENTAGE', discount: 20 });
  await call('POST', `events/${event.id}/questions`, {
    title: 'Dietary needs',
    type: 'SINGLE_LINE_TEXT',
    belongs_to: 'ORDER',
    required: true,
  });
  await call('PUT', `events/${event.id}/status`, { status: 'LIVE' });
  return event;
}

describe('buyer checkout', () => {
  it('buys a free ticket with a promo code from the link, answers a question and opens the ticket', async (context) => {
    const seller = await openPage(context, browser);
    const event = await liveEvent(seller.browserContext, seller.page);

    const { page } = await openPage(context, browser, PHONE);
    // A wrong slug goes to the canonical address, keeping the promo code.
    await page.goto(`${server.baseUrl}/e/${event.id}/old-name?promo_code=friends`);
    await page.getByRole('heading', { name: 'Harbour Jazz Night', level: 1 }).waitFor();
    await page.waitForURL(/\/e\/[^/]+\/harbour-jazz-night\?promo_code=friends$/);
    await page.getByText('Promo code friends applied.').waitFor();

    await page.getByLabel('Quantity of General admission').fill('1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/checkout\/[^/]+\/[^/]+\/details$/);
    await page
      .getByTestId('reservation-countdown')
      .getByText(/Your tickets are held for \d+:\d\d/)
      .waitFor();

    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Buyer');
    await page.getByLabel(/^Email/).fill('robin@example.com');
    await page.getByLabel('Confirm email').fill('robin@example.com');
    // The required order question is asked and checked before sending.
    await page.getByRole('button', { name: 'Complete order' }).click();
    await page.getByText('This question is required.').waitFor();
    await page.getByLabel(/Dietary needs/).fill('Vegetarian');
    await page.getByRole('button', { name: 'Complete order' }).click();

    await page.waitForURL(/\/summary$/);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Completed');
    await page.getByTestId('summary-attendee').getByText('Robin Buyer').waitFor();
    await page.getByTestId('post-checkout-message').getByText('Doors open at 19:00. Enjoy the show!').waitFor();
    await page.getByRole('link', { name: 'View ticket' }).click();
    await page.waitForURL(/\/product\/[^/]+\/[^/]+$/);
    await page.getByTestId('ticket-attendee').getByText('Robin Buyer').waitFor();
    const publicId = (await page.getByTestId('ticket-public-id').textContent()) ?? '';
    expect(publicId.length).toBeGreaterThan(8);
    await page.getByRole('img', { name: `QR code of ticket ${publicId}` }).waitFor();
  });

  it('buys a paid ticket with offline payment and sees the payment instructions', async (context) => {
    const seller = await openPage(context, browser);
    const event = await liveEvent(seller.browserContext, seller.page);

    const { page } = await openPage(context, browser, PHONE);
    await page.goto(`${server.baseUrl}/event/${event.id}/harbour-jazz-night`);
    await page.getByLabel('Quantity of Front row').fill('2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/details$/);
    await page.getByTestId('order-summary').getByText('2 × Front row').waitFor();
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Payer');
    await page.getByLabel(/^Email/).fill('alex@example.com');
    await page.getByLabel('Confirm email').fill('alex@example.com');
    await page.getByLabel(/Dietary needs/).fill('None');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL(/\/payment$/);
    await page.getByTestId('offline-payment').getByText('Transfer to IBAN DE00 1234').waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/summary$/);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Awaiting offline payment');
    await page.getByTestId('offline-instructions').getByText('Transfer to IBAN DE00 1234').waitFor();
    expect(await page.getByTestId('summary-attendee').count()).toBe(2);
  });
});
