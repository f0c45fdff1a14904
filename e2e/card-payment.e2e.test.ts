import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, PHONE } from './support/browser';
import { apiCall } from './support/events';
import { startHostSite, widgetHostPage, type THostSite } from './support/host-site';
import { registerViaApi, uniqueEmail } from './support/identity';
import { eventSellingTickets } from './support/orders';
import { startShop, type TShop } from './support/shop';
import { standInForStripeJs } from './support/stripe-js-stand-in';

let shop: TShop;
let server: TShop['server'];
let browser: TShop['browser'];
let stripe: TShop['stripe'];
let host: THostSite;

beforeAll(async () => {
  [shop, host] = await Promise.all([startShop(), startHostSite()]);
  ({ server, browser, stripe } = shop);
});

afterAll(async () => {
  await Promise.all([shop?.close(), host?.close()]);
});

describe('card payment (Stripe Payment Element)', () => {
  it('pays by card on the light buyer entry: a declined card, then a good one, and the order completes', async (context) => {
    const seller = await openPage(context, browser);
    await registerViaApi(seller.browserContext, server.baseUrl, { firstName: 'Kim', email: uniqueEmail('kim') });
    const { event, sold } = await eventSellingTickets(seller.browserContext, server, { title: 'Dock concerts' });
    await apiCall(seller.browserContext, server.baseUrl, 'PATCH', `events/${event.id}/settings`, {
      attendee_details_collection_method: 'PER_ORDER',
    });

    const { page } = await openPage(context, browser, PHONE);
    await standInForStripeJs(page, stripe);
    await page.goto(`${server.baseUrl}/event/${event.id}/dock-concerts`);
    await page.getByLabel('Quantity of Standing').fill('2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/details$/);
    // Checkout runs on the buyer pages' own entry (decision 115), not on the app.
    expect(await page.evaluate(() => Array.from(document.scripts, (script) => script.src).join(' '))).toMatch(
      /\/assets\/buyer-[\w-]+\.js/,
    );
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Last name').fill('Card');
    await page.getByLabel(/^Email/).fill('noor@example.com');
    await page.getByLabel('Confirm email').fill('noor@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/payment$/);

    const payment = page.getByTestId('stripe-payment');
    await payment.getByTestId('stripe-js-stand-in').waitFor();
    const payNow = payment.getByRole('button', { name: 'Pay now' });
    await expect.poll(() => payNow.isEnabled()).toBe(true);

    await page.evaluate(() => {
      (window as unknown as { __stripeDeclines: boolean }).__stripeDeclines = true;
    });
    await payNow.click();
    await payment.getByRole('alert').getByText('Your card was declined.').waitFor();
    expect(page.url()).toMatch(/\/payment$/);
    expect(await sold()).toBe(0);

    await page.evaluate(() => {
      (window as unknown as { __stripeDeclines: boolean }).__stripeDeclines = false;
    });
    await payNow.click();
    await page.waitForURL(/\/summary$/);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('completed');
    await page.getByText('Noor Card').first().waitFor();
    expect(await sold()).toBe(2);
    // One intent, created for the order's gross (2 × 25.00 EUR), and paid.
    const intents = [...stripe.intents.values()].filter((intent) => intent.metadata.event_id === event.id);
    expect(intents.map((intent) => [intent.amount, intent.currency, intent.status])).toEqual([
      [5000, 'eur', 'succeeded'],
    ]);
  });

  it("pays by card inside the widget's checkout overlay on another site, which hears the order", async (context) => {
    const seller = await openPage(context, browser);
    await registerViaApi(seller.browserContext, server.baseUrl, { firstName: 'Kim', email: uniqueEmail('kim') });
    const { event, sold } = await eventSellingTickets(seller.browserContext, server, { title: 'Dock concerts' });
    await apiCall(seller.browserContext, server.baseUrl, 'PATCH', `events/${event.id}/settings`, {
      attendee_details_collection_method: 'PER_ORDER',
    });
    host.setPage('/dock', widgetHostPage(server.baseUrl, event.id));

    const { page } = await openPage(context, browser);
    // Stripe.js loads inside the overlay's frame: the stand-in serves every frame of the page.
    await standInForStripeJs(page, stripe);
    await page.goto(`${host.url}/dock`);
    const widget = page.locator('#main-widget iframe').contentFrame();
    await widget.getByLabel('Quantity of Standing').fill('1');
    await widget.getByRole('button', { name: 'Continue' }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' }).locator('iframe').contentFrame();
    await checkout.getByLabel('First name').fill('Noor');
    await checkout.getByLabel('Last name').fill('Card');
    await checkout.getByLabel(/^Email/).fill('noor@example.com');
    await checkout.getByLabel('Confirm email').fill('noor@example.com');
    await checkout.getByRole('button', { name: 'Continue to payment' }).click();
    const payNow = checkout.getByTestId('stripe-payment').getByRole('button', { name: 'Pay now' });
    await checkout.getByTestId('stripe-js-stand-in').waitFor();
    await expect.poll(() => payNow.isEnabled()).toBe(true);
    await payNow.click();
    await checkout.getByTestId('order-status').getByText('completed').waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { completed: { status: string; total: number }[] }).completed),
      )
      .toEqual([expect.objectContaining({ status: 'COMPLETED', total: 2500, currency: 'EUR' })]);
    expect(page.url()).toBe(`${host.url}/dock`);
    expect(await sold()).toBe(1);
  });
});
