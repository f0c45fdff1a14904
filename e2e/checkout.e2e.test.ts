import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, watchPolicyViolations } from './support/browser';
import {
  apiCall,
  confirmEmailThroughLink,
  createEventViaApi,
  createFreeTicketViaApi,
  createOrganizerViaApi,
} from './support/events';
import { emailTo, registerViaApi, smtpEnv, startSmtpSink, uniqueEmail, type SmtpSink } from './support/identity';
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
    // Every form on the way validates without `eval` (the policy has no 'unsafe-eval', issue 24).
    const violations = await watchPolicyViolations(page);
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
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('completed');
    await page.getByTestId('summary-attendee').getByText('Robin Buyer').waitFor();
    await page.getByTestId('post-checkout-message').getByText('Doors open at 19:00. Enjoy the show!').waitFor();
    await page.getByRole('link', { name: 'View ticket' }).click();
    await page.waitForURL(/\/product\/[^/]+\/[^/]+$/);
    await page.getByTestId('ticket-attendee').getByText('Robin Buyer').waitFor();
    const publicId = (await page.getByTestId('ticket-public-id').textContent()) ?? '';
    expect(publicId.length).toBeGreaterThan(8);
    await page.getByRole('img', { name: `QR code of ticket ${publicId}` }).waitFor();
    expect(violations).toEqual([]);
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
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('awaiting offline payment');
    await page.getByTestId('offline-instructions').getByText('Transfer to IBAN DE00 1234').waitFor();
    expect(await page.getByTestId('summary-attendee').count()).toBe(2);
  });
  it('offers to continue at full price when the last use of the code went while choosing', async (context) => {
    const seller = await openPage(context, browser);
    const event = await liveEvent(seller.browserContext, seller.page);
    await apiCall(seller.browserContext, server.baseUrl, 'POST', `events/${event.id}/promo-codes`, {
      code: 'lastone',
      discount_type: 'PERCENTAGE',
      discount: 50,
      max_allowed_usages: 1,
    });

    const { page } = await openPage(context, browser, PHONE);
    await page.goto(`${server.baseUrl}/event/${event.id}/harbour-jazz-night?promo_code=lastone`);
    await page.getByText('Promo code lastone applied.').waitFor();
    // Another buyer's reservation takes the code's only use meanwhile (decision 120).
    const products = await apiCall<{ id: string; title: string; prices: { id: string }[] }[]>(
      seller.browserContext,
      server.baseUrl,
      'GET',
      `events/${event.id}/products`,
    );
    const frontRow = products.find((product) => product.title === 'Front row')!;
    const other = await seller.browserContext.request.post(`${server.baseUrl}/api/public/events/${event.id}/order`, {
      data: {
        products: [{ product_id: frontRow.id, quantities: [{ price_id: frontRow.prices[0]!.id, quantity: 1 }] }],
        promo_code: 'lastone',
      },
    });
    expect(other.status()).toBe(201);

    await page.getByLabel('Quantity of Front row').fill('1');
    await page.getByRole('button', { name: 'Continue' }).click();
    const usedUp = page.getByTestId('promo-used-up');
    await usedUp.getByText('has been used as many times as allowed').waitFor();
    await usedUp.getByRole('button', { name: 'Continue at full price' }).click();
    await page.waitForURL(/\/details$/);
    const summary = page.getByTestId('order-summary');
    expect(await summary.getByTestId('money-total').locator('[data-amount]').textContent()).toBe('€25.00');
    expect(await summary.getByTestId('money-discount').count()).toBe(0);
  });
});

/** "€1,234.56" or "−€16.00" as minor units. */
const minorOf = (text: string | null) => {
  const digits = Number((text ?? '').replace(/[^0-9.]/g, ''));
  return Math.round(digits * 100) * (/[−-]/.test(text ?? '') ? -1 : 1);
};

/**
 * Reads a money breakdown as a person does (decision 117): each row's amount, then checks that subtotal − discount +
 * each fee and tax = the total shown, that every rate reads as a percentage and that no HTML tag shows as text.
 */
async function readBreakdown(scope: Locator) {
  await scope.getByTestId('money-total').waitFor();
  const amounts = async (testId: string) =>
    Promise.all(
      (await scope.getByTestId(testId).all()).map(async (row) =>
        minorOf(await row.locator('[data-amount]').textContent()),
      ),
    );
  const [subtotal = 0] = await amounts('money-subtotal');
  const [discount = 0] = await amounts('money-discount');
  const parts = [...(await amounts('money-fee')), ...(await amounts('money-tax'))];
  const [total = 0] = await amounts('money-total');
  expect(subtotal + discount + parts.reduce((sum, part) => sum + part, 0)).toBe(total);
  const text = (await scope.textContent()) ?? '';
  expect(text).toMatch(/VAT \(6%\)/);
  expect(text).not.toMatch(/\d{3,}%|<\/?[a-z]+>/);
  return { subtotal, discount: -discount, total };
}

describe('one money breakdown on every screen', () => {
  it('buys a tier, a free ticket and an add-on with a code under VAT and a fee; every screen adds up to one total', async (context) => {
    const seller = await openPage(context, browser);
    const sellerEmail = uniqueEmail('money');
    const user = await registerViaApi(seller.browserContext, server.baseUrl, { firstName: 'Mona', email: sellerEmail });
    const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown) =>
      apiCall<T>(seller.browserContext, server.baseUrl, method, path, data);
    const organizer = await createOrganizerViaApi(seller.browserContext, server.baseUrl, 'Harbour Hall');
    const event = await createEventViaApi(seller.browserContext, server.baseUrl, {
      organizerId: organizer.id,
      title: 'Harbour Proms',
    });
    const taxes = `accounts/${user.account_id}/taxes-and-fees`;
    const vat = await call<{ id: string }>('POST', taxes, {
      name: 'VAT',
      type: 'TAX',
      calculation: 'PERCENTAGE',
      rate: 6,
    });
    const fee = await call<{ id: string }>('POST', taxes, {
      name: 'Booking fee',
      type: 'FEE',
      calculation: 'FIXED',
      amount: 100,
      currency: 'EUR',
    });
    const [category] = await call<{ id: string }[]>('GET', `events/${event.id}/product-categories`);
    const product = (body: Record<string, unknown>) =>
      call('POST', `events/${event.id}/products`, {
        product_type: 'TICKET',
        product_category_id: category!.id,
        tax_and_fee_ids: [vat.id, fee.id],
        ...body,
      });
    await product({
      title: 'Concert',
      type: 'TIERED',
      prices: [
        { label: 'Early bird', price: 3500 },
        { label: 'Regular', price: 4500 },
      ],
    });
    await product({ title: 'Workshop', type: 'FREE', prices: [{ price: 0 }] });
    await product({ title: 'Poster', type: 'PAID', product_type: 'GENERAL', prices: [{ price: 1000 }] });
    await call('POST', `events/${event.id}/promo-codes`, { code: 'spring', discount_type: 'PERCENTAGE', discount: 20 });
    await call('PATCH', `events/${event.id}/settings`, {
      payment_providers: ['OFFLINE'],
      offline_payment_instructions: '<p>Pay by <strong>bank transfer</strong> to NL00 BANK 0123.</p>',
      attendee_details_collection_method: 'PER_ORDER',
      price_display_mode: 'INCLUSIVE',
      enable_invoicing: true,
      organization_name: 'Harbour Hall BV',
      organization_address: '1 Quay',
    });
    await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);

    // The event page: the original price is struck through on the basis of the price shown (both inclusive).
    const { page } = await openPage(context, browser, PHONE);
    const eventUrl = `${server.baseUrl}/event/${event.id}/harbour-proms`;
    const earlyBird = page.locator('[data-testid="price-line"][data-price-label="Early bird"]');
    await page.goto(eventUrl);
    await earlyBird.getByText('€38.16').waitFor();
    await page.goto(`${eventUrl}?promo_code=spring`);
    await page.getByText('Promo code spring applied.').waitFor();
    await earlyBird.getByText('€30.74').waitFor();
    expect(await earlyBird.getByTestId('price-original').textContent()).toBe('€38.16');

    await page.getByLabel('Quantity of Concert – Early bird').fill('2');
    await page.getByLabel('Quantity of Workshop').fill('1');
    await page.getByLabel('Quantity of Poster').fill('1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/details$/);
    // Concert 2 × 30.74, poster (8.00 + 1.00) × 1.06 = 9.54, workshop free: 71.02.
    const expected = { subtotal: 8000, discount: 1600, total: 7102 };
    expect(await readBreakdown(page.getByTestId('order-summary'))).toEqual(expected);

    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Payer');
    await page.getByLabel(/^Email/).fill('alex.money@example.com');
    await page.getByLabel('Confirm email').fill('alex.money@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/payment$/);
    expect(await readBreakdown(page.getByTestId('order-summary'))).toEqual(expected);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/summary$/);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('awaiting offline payment');
    expect(await readBreakdown(page.getByTestId('order-summary'))).toEqual(expected);
    const instructions = (await page.getByTestId('offline-instructions').textContent()) ?? '';
    expect(instructions).toContain('Pay by bank transfer to NL00 BANK 0123.');
    expect(instructions).not.toMatch(/<\/?[a-z]+>/);

    // The order drawer in the back office.
    const shortId = /\/checkout\/[^/]+\/([^/]+)\/summary$/.exec(page.url())![1]!;
    const backOfficeViolations = await watchPolicyViolations(seller.page);
    await seller.page.goto(`${server.baseUrl}/manage/event/${event.id}/orders`);
    await seller.page.getByRole('button', { name: `#${shortId}`, exact: true }).click();
    const drawer = seller.page.getByTestId('order-drawer');
    expect(await readBreakdown(drawer.getByTestId('order-totals'))).toEqual(expected);
    expect(await drawer.getByTestId('order-lines').textContent()).toContain('VAT (6%): €3.48');
    expect(backOfficeViolations).toEqual([]);

    // The invoice and the email show the same parts, adding up to the same total.
    const parts = [
      'Subtotal €80.00',
      'Discount (spring) −€16.00',
      'Booking fee €3.00',
      'VAT (6%) €4.02',
      'Total €71.02',
    ];

    // The invoice, as the browser shows it.
    const orders = await call<{ id: string }[]>('GET', `events/${event.id}/orders`);
    const invoice = await seller.browserContext.request.get(
      `${server.baseUrl}/api/events/${event.id}/orders/${orders[0]!.id}/invoice`,
    );
    const invoicePage = await seller.browserContext.newPage();
    await invoicePage.setContent(await invoice.text());
    const invoiceText = (await invoicePage.locator('body').innerText()).replace(/\s+/g, ' ');
    for (const part of parts) expect(invoiceText).toContain(part);
    expect(invoiceText).not.toMatch(/\d{3,}%|<\/?[a-z]+>/);

    // The confirmation email, shown as a mail client shows its HTML part.
    const email = await emailTo(sink, 'alex.money@example.com', 'Thank you for your order');
    const mailPage = await seller.browserContext.newPage();
    await mailPage.setContent(email.html);
    const mailText = (await mailPage.locator('body').innerText()).replace(/\s+/g, ' ');
    for (const part of parts) expect(mailText).toContain(part);
    expect(mailText).toContain('Pay by bank transfer to NL00 BANK 0123.');
    expect(mailText).not.toMatch(/\d{3,}%|<\/?[a-z]+>/);
  });
});
