import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from './support/browser';
import {
  emailTo,
  linkPath,
  PASSWORD,
  smtpEnv,
  startSmtpSink,
  toast,
  uniqueEmail,
  type SmtpSink,
} from './support/identity';
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

/** Adds a tax or fee from inside the product form (decision 144: no detour to the account's settings). */
async function addTaxFromProductForm(page: Page, tax: { kind: 'Tax' | 'Fee'; name: string; value: string }) {
  const product = page.getByRole('dialog', { name: 'Create a product' });
  if (await product.getByRole('button', { name: 'More options' }).isVisible())
    await product.getByRole('button', { name: 'More options' }).click();
  await product.getByRole('button', { name: 'New tax or fee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a tax or fee' });
  if (tax.kind === 'Fee') {
    await dialog.getByText('Fee', { exact: true }).click();
    await dialog.getByText('Fixed amount', { exact: true }).click();
    await dialog.getByLabel(/^Name/).fill(tax.name);
    await dialog.getByLabel(/^Amount/).fill(tax.value);
  } else {
    await dialog.getByLabel(/^Name/).fill(tax.name);
    await dialog.getByLabel(/^Rate/).fill(tax.value);
  }
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the first hour', () => {
  it(
    'signs up, sets up an event with everything a first sale needs, sells it on a phone and finds the order',
    { timeout: 180_000 },
    async (context) => {
      const { page } = await openPage(context, browser);
      const email = uniqueEmail('nora');

      // Sign up, and confirm the address through the email's link.
      await page.goto(`${server.baseUrl}/auth/register`);
      await page.getByLabel('First name').fill('Nora');
      await page.getByLabel('Last name').fill('Quay');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('heading', { name: 'Welcome, Nora!' }).waitFor();
      const confirmation = await emailTo(sink, email, '/manage/profile/confirm-email-address/');
      await page.goto(`${server.baseUrl}${linkPath(confirmation, '/manage/profile/confirm-email-address/')}`);

      // Welcome: the organizer, then the first event.
      await page.getByRole('heading', { name: 'Create your organizer' }).waitFor();
      await page.getByLabel(/^Organizer name/).fill('Quay Sessions');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Create your first event' }).waitFor();
      await page.getByRole('radio', { name: 'Music' }).click();
      await page.getByLabel(/^Event name/).fill('Quay Night');
      await page.getByLabel(/^Starts/).fill('2031-08-14T20:00');
      await page.getByLabel(/^Ends/).fill('2031-08-14T23:00');
      await page.getByRole('button', { name: 'Create event' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/getting-started'));
      const eventId = new URL(page.url()).pathname.split('/')[3]!;
      const base = `${server.baseUrl}/manage/event/${eventId}`;

      // A tiered ticket with a tax created on the spot; the checklist's link opens the form.
      await page.getByRole('link', { name: 'Add tickets' }).first().click();
      let dialog = page.getByRole('dialog', { name: 'Create a product' });
      await dialog.getByLabel(/^Name/).fill('Festival pass');
      await dialog.getByRole('radio', { name: 'Tiered' }).click();
      const tiers = dialog.getByTestId('tier-row');
      await tiers
        .first()
        .getByLabel(/^Tier name/)
        .fill('Early bird');
      await tiers
        .first()
        .getByLabel(/^Price/)
        .fill('20');
      await dialog.getByRole('button', { name: 'Add tier' }).click();
      await tiers
        .nth(1)
        .getByLabel(/^Tier name/)
        .fill('Regular');
      await tiers
        .nth(1)
        .getByLabel(/^Price/)
        .fill('30');
      await addTaxFromProductForm(page, { kind: 'Tax', name: 'VAT', value: '10' });
      await dialog.getByText('VAT (10 %)').waitFor();
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await toast(page, '“Festival pass” created.');

      // An add-on with a booking fee, also created on the spot.
      await page.getByRole('button', { name: 'Product', exact: true }).first().click();
      dialog = page.getByRole('dialog', { name: 'Create a product' });
      await dialog.getByText('Add-on product').click();
      await dialog.getByLabel(/^Name/).fill('Tote bag');
      await dialog.getByRole('textbox', { name: /^Price/ }).fill('5');
      await addTaxFromProductForm(page, { kind: 'Fee', name: 'Booking fee', value: '1' });
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await toast(page, '“Tote bag” created.');

      // A free ticket: the defaults' taxes do not apply to it, and the form says so and removes them.
      await page.getByRole('button', { name: 'Product', exact: true }).first().click();
      dialog = page.getByRole('dialog', { name: 'Create a product' });
      await dialog.getByLabel(/^Name/).fill('Crew pass');
      await dialog.getByRole('radio', { name: 'Free' }).click();
      await dialog.getByRole('button', { name: 'More options' }).click();
      await dialog.getByRole('button', { name: 'Remove them' }).click();
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await toast(page, '“Crew pass” created.');

      // A question for each ticket: it starts with every ticket chosen.
      await page.goto(`${base}/questions`);
      await page.getByRole('button', { name: 'Add a question', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Add a question' });
      await dialog.getByLabel(/^Question/).fill('Dietary needs');
      await dialog.getByText('For each ticket').click();
      await dialog.getByText('Festival pass', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Add question' }).click();
      await toast(page, 'Question “Dietary needs” added.');

      // A promo code, in the organizer's casing.
      await page.goto(`${base}/promo-codes`);
      await page.getByRole('button', { name: 'Add promo code' }).first().click();
      dialog = page.getByRole('dialog', { name: 'Add a promo code' });
      await dialog.getByLabel(/^Code/).fill('QUAY20');
      await dialog.getByLabel(/^Percentage off/).fill('20');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await toast(page, 'QUAY20 added.');

      // Publishing asks for a payment method first, and links to it.
      await page.goto(`${base}/getting-started`);
      const publish = async () => {
        await page.getByRole('button', { name: 'Publish event' }).click();
        await page.getByRole('dialog', { name: 'Publish?' }).getByRole('button', { name: 'Publish' }).click();
      };
      await publish();
      const refusal = page.getByRole('dialog', { name: "This event can't go live yet" });
      await refusal.getByRole('link', { name: 'Choose payment methods' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/settings') && url.hash === '#payment');
      const payment = page.locator('#payment');
      await payment.getByRole('checkbox', { name: 'Offline payment' }).check();
      await payment.getByLabel(/^Offline payment instructions/).fill('Pay at the box office.');
      await payment.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Payment settings saved.');
      await page.goto(`${base}/getting-started`);
      await publish();
      const live = page.getByRole('dialog', { name: "You're live!" });
      await live.getByRole('button', { name: 'Done' }).click();

      // A buyer on a phone, with the code typed in lower case.
      const buyer = (await openPage(context, browser, PHONE)).page;
      const buyerEmail = uniqueEmail('sam');
      await buyer.goto(`${server.baseUrl}/event/${eventId}/quay-night?promo_code=quay20`);
      await buyer.getByText('Promo code QUAY20 applied.').waitFor();
      await buyer.getByRole('button', { name: 'One more Festival pass – Early bird' }).click();
      await buyer.getByRole('button', { name: 'One more Festival pass – Early bird' }).click();
      await buyer.getByRole('button', { name: 'One more Tote bag' }).click();
      // 2 × (16.00 + 1.60 VAT) + (4.00 + 1.00 fee + 0.50 VAT, the tax being a default): the total the order will charge, before Continue.
      await expect.poll(() => buyer.getByTestId('selection-total').textContent()).toMatch(/3 items.*Total \$40\.70/);
      await buyer.getByRole('button', { name: 'Continue' }).click();
      await buyer.waitForURL(/\/details$/);

      // The first ticket is the buyer's; the second needs only a name.
      await buyer.getByLabel('First name').first().fill('Sam');
      await buyer.getByLabel('Last name').first().fill('Buyer');
      await buyer
        .getByLabel(/^Email/)
        .first()
        .fill(buyerEmail);
      await buyer.getByLabel('Confirm email').fill(buyerEmail);
      expect(await buyer.getByRole('checkbox', { name: 'Same as buyer' }).first().isChecked()).toBe(true);
      await buyer.getByRole('button', { name: 'Continue to payment' }).click();
      // The second holder's missing name is brought into view and focused.
      await buyer.getByText('Enter a first name.').waitFor();
      await expect
        .poll(() => buyer.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? null))
        .toBe('');
      const second = buyer.getByTestId('ticket-details').nth(1);
      await second.getByLabel('First name').fill('Alex');
      await second.getByLabel('Last name').fill('Guest');
      await buyer.getByRole('button', { name: 'Continue to payment' }).click();
      await buyer.waitForURL(/\/payment$/);
      await buyer.getByRole('button', { name: 'Place order' }).click();
      await buyer.waitForURL(/\/summary$/);
      const shortId = new URL(buyer.url()).pathname.split('/')[3]!;
      await expect.poll(() => buyer.getByTestId('order-status').textContent()).toBe('awaiting offline payment');

      // Back in the back office, the order is there with both tickets and the code.
      await page.goto(`${base}/dashboard`);
      await page.getByRole('heading', { name: 'Quay Night', level: 1 }).waitFor();
      await page
        .getByRole('navigation')
        .getByRole('link', { name: /^Orders/ })
        .click();
      await page.waitForURL((url) => url.pathname.endsWith('/orders'));
      await page.getByRole('textbox', { name: 'Search orders' }).fill(buyerEmail);
      // The list has caught up with the search once the address says so.
      await page.waitForURL((url) => url.searchParams.get('query') === buyerEmail);
      const row = page.getByTestId('orders-table').getByTestId('order-row').filter({ hasText: buyerEmail });
      await row.getByText('$40.70').waitFor();
      await row.getByRole('button', { name: `#${shortId}`, exact: true }).click();
      const drawer = page.getByTestId('order-drawer');
      await drawer.getByTestId('order-buyer-name').getByText('Sam Buyer').waitFor();
      expect(await drawer.getByTestId('order-attendee').count()).toBe(2);
      await drawer.getByText('QUAY20').first().waitFor();
    },
  );
});
