import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { openPage } from './support/browser';
import { registerViaApi, toast, uniqueEmail } from './support/identity';
import { apiCall } from './support/events';
import { eventSellingTickets, payByCard } from './support/orders';
import { startShop, type TShop } from './support/shop';

let shop: TShop;
let server: TShop['server'];
let browser: TShop['browser'];
let stripe: TShop['stripe'];
let sink: TShop['sink'];

beforeAll(async () => {
  shop = await startShop();
  ({ server, browser, stripe, sink } = shop);
});

afterAll(async () => {
  await shop?.close();
});

/** A signed-in organizer with a live event selling 25.00 tickets; `ordersUrl` is its orders screen. */
async function boxOffice(context: TestContext, name: string) {
  const { page, browserContext } = await openPage(context, browser, { acceptDownloads: true });
  await registerViaApi(browserContext, server.baseUrl, { firstName: name, email: uniqueEmail(name) });
  const shop = await eventSellingTickets(browserContext, server);
  return { page, browserContext, ...shop, ordersUrl: `${server.baseUrl}/manage/event/${shop.event.id}/orders` };
}

const rows = (page: Page) => page.getByTestId('orders-table').getByTestId('order-row');
const drawer = (page: Page) => page.getByTestId('order-drawer');

/** Waits until the table shows exactly these buyers' emails (in any order). */
async function expectListedEmails(page: Page, emails: string[]) {
  await page.waitForFunction(
    (expected) => {
      const shown = Array.from(document.querySelectorAll('[data-testid="order-row"]')).map(
        (row) => row.textContent ?? '',
      );
      return shown.length === expected.length && expected.every((email) => shown.some((text) => text.includes(email)));
    },
    emails,
    { timeout: 10_000 },
  );
}

async function openOrder(page: Page, shortId: string) {
  await page.getByRole('button', { name: `#${shortId}`, exact: true }).click();
  await drawer(page).waitFor();
}

describe('orders in the back office', () => {
  it('finds an order by buyer email and filters by status, keeping both in the URL', async (context) => {
    const { page, seed, ordersUrl } = await boxOffice(context, 'fiona');
    const ada = uniqueEmail('ada');
    const max = uniqueEmail('max');
    await seed({ firstName: 'Ada', lastName: 'Lovelace', email: ada }, { quantity: 2 });
    await seed({ firstName: 'Max', lastName: 'Planck', email: max }, { offline: true });

    await page.goto(ordersUrl);
    await expectListedEmails(page, [ada, max]);
    await page.getByTestId('orders-page-summary').getByText('1–2 of 2 orders').waitFor();

    await page.getByRole('textbox', { name: 'Search orders' }).fill(max.slice(0, 12));
    await expectListedEmails(page, [max]);
    await page.waitForURL((url) => url.searchParams.get('query') === max.slice(0, 12));
    await rows(page).first().getByText('Awaiting offline payment').waitFor();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expectListedEmails(page, [ada, max]);
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expectListedEmails(page, [ada]);
    await page.waitForURL((url) => url.searchParams.get('status') === 'COMPLETED');

    // A reload (or a shared link) shows the same filtered list.
    await page.reload();
    await expectListedEmails(page, [ada]);
    expect(await page.getByRole('combobox', { name: 'Status', exact: true }).inputValue()).toBe('Completed');
    await rows(page).first().getByText('€50.00').waitFor();
  });

  it('hides a column from the Columns menu and keeps it hidden after a reload', async (context) => {
    const { page, seed, ordersUrl } = await boxOffice(context, 'colm');
    await seed({ firstName: 'Cole', lastName: 'Umn', email: uniqueEmail('columns') });
    const table = page.getByTestId('orders-table');
    await page.goto(ordersUrl);
    await rows(page).first().waitFor();
    await table.getByRole('columnheader', { name: 'Payment' }).waitFor();
    await table.getByRole('columnheader', { name: 'Invoice' }).waitFor();

    await page.getByRole('button', { name: 'Columns' }).click();
    const menu = page.getByRole('dialog', { name: 'Columns' });
    await menu.getByRole('checkbox', { name: 'Payment' }).uncheck();
    await table.getByRole('columnheader', { name: 'Payment' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    await page.reload();
    await rows(page).first().waitFor();
    await table.getByRole('columnheader', { name: 'Invoice' }).waitFor();
    expect(await table.getByRole('columnheader', { name: 'Payment' }).count()).toBe(0);
    expect(await rows(page).first().getByText('Offline').count()).toBe(0);
  });

  it('marks an offline order as paid: the order completes and the tickets are emailed', async (context) => {
    const { page, seed, ordersUrl, event } = await boxOffice(context, 'otto');
    const buyer = uniqueEmail('offline');
    const order = await seed({ firstName: 'Olga', lastName: 'Offline', email: buyer }, { offline: true });

    await page.goto(ordersUrl);
    await openOrder(page, order.shortId);
    await page
      .getByRole('dialog', { name: `Order #${order.shortId}` })
      .getByText('Awaiting offline payment')
      .first()
      .waitFor();
    await drawer(page).getByRole('button', { name: 'Mark as paid' }).click();
    await page
      .getByRole('dialog', { name: `Mark order #${order.shortId} as paid?` })
      .getByRole('button', { name: 'Mark as paid' })
      .click();
    await toast(page, `Order #${order.shortId} marked as paid.`);
    await page
      .getByRole('dialog', { name: `Order #${order.shortId}` })
      .getByTestId('order-status')
      .getByText('Completed')
      .waitFor();
    expect(await drawer(page).getByRole('button', { name: 'Mark as paid' }).count()).toBe(0);
    const timeline = drawer(page).getByTestId('order-timeline');
    await timeline.getByText('Order completed').waitFor();
    await timeline.getByText('Confirmation emailed').waitFor();
    await timeline.getByText(buyer).waitFor();

    const email = await sink.waitForMessage(
      (message) => message.to.includes(buyer) && message.subject.startsWith('Your order for'),
      15_000,
    );
    expect(email.text).toContain(`/product/${event.id}/`);

    // Sending the confirmation again adds it to the history.
    await drawer(page).getByRole('button', { name: 'Resend confirmation' }).click();
    await toast(page, 'Confirmation email sent again.');
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[data-testid="order-timeline"] *')).filter(
          (node) => node.childElementCount === 0 && node.textContent === 'Confirmation emailed',
        ).length === 2,
    );

    await page.getByRole('button', { name: 'Close order' }).click();
    await rows(page).filter({ hasText: buyer }).getByText('Completed').waitFor();
  });

  it("opens a promo code's orders from the promo codes screen, filtered to that code", async (context) => {
    const { page, browserContext, event, seed, ordersUrl } = await boxOffice(context, 'paco');
    await apiCall(browserContext, server.baseUrl, 'POST', `events/${event.id}/promo-codes`, {
      code: 'early',
      discount_type: 'PERCENTAGE',
      discount: 10,
    });
    const withCode = uniqueEmail('early');
    const order = await seed({ firstName: 'Eve', lastName: 'Early', email: withCode });
    await seed({ firstName: 'Nat', lastName: 'Nocode', email: uniqueEmail('nocode') });
    // seedOrder writes orders without a code; this one used it at checkout.
    await server.services.database.query(`UPDATE orders SET promo_code = 'early' WHERE id = $1`, [order.id]);

    await page.goto(ordersUrl.replace(/orders$/, 'promo-codes'));
    await page.getByRole('button', { name: 'Actions for early' }).click();
    await page.getByRole('menuitem', { name: 'View orders' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/orders') && url.searchParams.get('promo_code') === 'early');
    await expectListedEmails(page, [withCode]);
    expect(await page.getByRole('combobox', { name: 'Promo code' }).inputValue()).toBe('early');
  });

  it("edits the buyer's details, checking them on the fields first", async (context) => {
    const { page, seed, ordersUrl } = await boxOffice(context, 'eddie');
    const order = await seed({ firstName: 'Ed', lastName: 'Typo', email: uniqueEmail('edit') });
    await page.goto(ordersUrl);
    await openOrder(page, order.shortId);
    await drawer(page).getByRole('button', { name: 'Edit buyer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit buyer details' });
    await dialog.getByLabel(/^First name/).fill('');
    await dialog.getByLabel(/^Email/).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a first name.').waitFor();
    await dialog.getByText('Enter a valid email address, like name@example.com.').waitFor();
    expect(await dialog.getByLabel(/^Email/).getAttribute('aria-invalid')).toBe('true');

    const fixed = uniqueEmail('fixed');
    await dialog.getByLabel(/^First name/).fill('Edda');
    await dialog.getByLabel(/^Last name/).fill('Fixed');
    await dialog.getByLabel(/^Email/).fill(fixed);
    await dialog.getByLabel('Notes').fill('Needs a step-free entrance.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Buyer details saved.');
    await drawer(page).getByTestId('order-buyer-name').getByText('Edda Fixed').waitFor();
    await drawer(page).getByTestId('order-notes').getByText('Needs a step-free entrance.').waitFor();
    await rows(page).filter({ hasText: fixed }).getByText('Edda Fixed').waitFor();
  });

  it('cancels an order after confirmation and its tickets return to sale', async (context) => {
    const { page, seed, sold, ordersUrl } = await boxOffice(context, 'cleo');
    const buyer = uniqueEmail('cancel');
    const order = await seed({ firstName: 'Carl', lastName: 'Cancel', email: buyer }, { quantity: 3 });
    expect(await sold()).toBe(3);

    await page.goto(ordersUrl);
    await openOrder(page, order.shortId);
    await drawer(page).getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    await dialog.getByText(`Cancel order #${order.shortId}?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await toast(page, `Order #${order.shortId} cancelled.`);
    await page
      .getByRole('dialog', { name: `Order #${order.shortId}` })
      .getByTestId('order-status')
      .getByText('Cancelled')
      .waitFor();
    expect(await sold()).toBe(0);
    await sink.waitForMessage((message) => message.to.includes(buyer) && /was cancelled/.test(message.subject), 15_000);
  });

  it('refunds part of a card order through the provider and shows it partially refunded', async (context) => {
    const { page, ordersUrl, event, ticket, priceId } = await boxOffice(context, 'rita');
    const buyer = uniqueEmail('card');
    const { shortId } = await payByCard(server, stripe, {
      eventId: event.id,
      productId: ticket.id,
      priceId,
      quantity: 2,
      buyer: { firstName: 'Cara', lastName: 'Card', email: buyer },
    });

    // From the row's menu: the order opens with its refund dialog.
    await page.goto(ordersUrl);
    await page.getByRole('button', { name: `Actions for order #${shortId}` }).click();
    await page.getByRole('menuitem', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund order' });
    expect(await dialog.getByTestId('refund-available').textContent()).toBe('€50.00');
    const amount = dialog.getByRole('textbox', { name: /Amount to refund/ });
    expect(await amount.inputValue()).toBe('50.00');
    await amount.fill('60');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByText('At most €50.00 can still be refunded.').waitFor();
    await amount.fill('12.50');
    await dialog.getByText('This is a partial refund', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Refund €12.50' }).click();
    await toast(page, 'Refund of €12.50 sent.');

    const orderDialog = page.getByRole('dialog', { name: `Order #${shortId}` });
    await orderDialog.getByTestId('order-refund-status').getByText('Partially refunded').waitFor();
    await drawer(page).getByTestId('order-refund').getByText('−€12.50').waitFor();
    expect(stripe.refunds.at(-1)?.amount).toBe(1250);
    await page.getByRole('button', { name: 'Close order' }).click();
    await rows(page).filter({ hasText: buyer }).getByText('Refunded €12.50').waitFor();
  });

  it('exports the orders as CSV and XLSX from the list', async (context) => {
    const { page, seed, ordersUrl } = await boxOffice(context, 'emil');
    const ada = uniqueEmail('export-ada');
    const bob = uniqueEmail('export-bob');
    const adaOrder = await seed({ firstName: 'Ada', lastName: 'Export', email: ada }, { quantity: 2 });
    const bobOrder = await seed({ firstName: 'Bob', lastName: 'Export', email: bob }, { offline: true });
    await page.goto(ordersUrl);
    await expectListedEmails(page, [ada, bob]);

    const download = async (item: string) => {
      await page.getByRole('button', { name: 'Export' }).click();
      const downloading = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: item }).click();
      return downloading;
    };

    const csvFile = await download('CSV (.csv)');
    expect(csvFile.suggestedFilename()).toMatch(/^orders-.+\.csv$/);
    const csv = (await readFile((await csvFile.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header!.split(',').slice(0, 5)).toEqual(['Order ID', 'First name', 'Last name', 'Email', 'Status']);
    expect(lines).toHaveLength(2);
    const adaLine = lines.find((line) => line.includes(ada))!;
    expect(adaLine.startsWith(`${adaOrder.shortId},Ada,Export,${ada},COMPLETED`)).toBe(true);
    expect(
      lines.some((line) => line.startsWith(`${bobOrder.shortId},Bob,Export,${bob},AWAITING_OFFLINE_PAYMENT`)),
    ).toBe(true);

    // The export follows the list on screen: filtered to completed orders, only Ada's remains.
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expectListedEmails(page, [ada]);
    const xlsxFile = await download('Excel (.xlsx)');
    expect(xlsxFile.suggestedFilename()).toMatch(/^orders-.+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsxFile.path())!);
    const sheet = workbook.worksheets[0]!;
    const values = (rowNumber: number) => (sheet.getRow(rowNumber).values as unknown[]).slice(1);
    expect(values(1).slice(0, 5)).toEqual(['Order ID', 'First name', 'Last name', 'Email', 'Status']);
    expect(values(2).slice(0, 5)).toEqual([adaOrder.shortId, 'Ada', 'Export', ada, 'COMPLETED']);
    expect(sheet.actualRowCount).toBe(2);
  });

  it("lists every event's orders on the organizer's orders page and opens one", async (context) => {
    const { page, browserContext, seed, organizerId } = await boxOffice(context, 'olli');
    const second = await eventSellingTickets(browserContext, server, { organizerId, title: 'Dock concert' });
    const first = uniqueEmail('first');
    const other = uniqueEmail('other');
    await seed({ firstName: 'Fran', lastName: 'First', email: first });
    const otherOrder = await second.seed({ firstName: 'Otis', lastName: 'Other', email: other }, { quantity: 2 });

    await page.goto(`${server.baseUrl}/manage/organizer/${organizerId}/dashboard`);
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL((url) => url.pathname === `/manage/organizer/${organizerId}/orders`);
    await expectListedEmails(page, [first, other]);
    await rows(page).filter({ hasText: other }).getByText('Dock concert').waitFor();
    await rows(page).filter({ hasText: first }).getByText('Harbour nights').waitFor();

    await page.getByRole('combobox', { name: 'Event', exact: true }).click();
    await page.getByRole('option', { name: 'Dock concert' }).click();
    await expectListedEmails(page, [other]);
    await page.waitForURL((url) => url.searchParams.get('event_id') === second.event.id);

    await openOrder(page, otherOrder.shortId);
    await drawer(page).getByTestId('order-buyer-name').getByText('Otis Other').waitFor();
    expect(await drawer(page).getByTestId('order-attendee').count()).toBe(2);
  });
});
