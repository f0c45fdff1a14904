import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { apiCall, createEventViaApi, createFreeTicketViaApi, createOrganizerViaApi } from './support/events';
import { registerViaApi, toast, uniqueEmail } from './support/identity';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

let server: TServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

/** A signed-in organizer with an event holding two tickets; the page may read the clipboard. */
async function eventWithTwoTickets(context: TestContext, name: string) {
  const { page, browserContext } = await openPage(context, browser, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const user = await registerViaApi(browserContext, server.baseUrl, { firstName: name, email: uniqueEmail(name) });
  const organizer = await createOrganizerViaApi(browserContext, server.baseUrl);
  const event = await createEventViaApi(browserContext, server.baseUrl, {
    organizerId: organizer.id,
    title: 'Harbour nights',
  });
  const regular = await createFreeTicketViaApi(browserContext, server.baseUrl, event.id);
  const categories = await apiCall<{ id: string }[]>(
    browserContext,
    server.baseUrl,
    'GET',
    `events/${event.id}/product-categories`,
  );
  await apiCall(browserContext, server.baseUrl, 'POST', `events/${event.id}/products`, {
    title: 'Early bird',
    type: 'FREE',
    product_type: 'TICKET',
    product_category_id: categories[0]?.id,
    prices: [{ price: 0 }],
  });
  return { page, browserContext, user, event, regular, base: `${server.baseUrl}/manage/event/${event.id}` };
}

async function openRowAction(page: Page, rowLabel: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${rowLabel}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function pickOption(page: Page, dialogName: string, label: string, option: string) {
  await page.getByRole('dialog', { name: dialogName }).getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('event sales rules', () => {
  it('creates a capacity assignment across two tickets and shows its usage', async (context) => {
    const { page, base } = await eventWithTwoTickets(context, 'cara');
    await page.goto(`${base}/capacity-assignments`);
    await page.getByText('No shared capacity yet').waitFor();
    await page.getByRole('button', { name: 'Add capacity assignment' }).first().click();
    const dialogName = 'Add a capacity assignment';
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.getByLabel(/^Name/).fill('Main hall');
    await dialog.getByLabel('Capacity').fill('500');
    await pickOption(page, dialogName, 'Tickets and products sharing it', 'General admission');
    await pickOption(page, dialogName, 'Tickets and products sharing it', 'Early bird');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await toast(page, 'Main hall added.');

    const table = page.getByTestId('capacity-assignments-table');
    const row = table.getByRole('row').filter({ hasText: 'Main hall' });
    await row.waitFor();
    expect(await row.getByTestId('capacity-usage').innerText()).toBe('0 / 500');
    await row.getByText('Early bird').waitFor();
    await row.getByText('General admission').waitFor();
    await row.getByText('Active').waitFor();
  });

  it('creates, lists and edits a percentage promo code, and refuses a case variant on the field', async (context) => {
    const { page, base, event } = await eventWithTwoTickets(context, 'pete');
    await page.goto(`${base}/promo-codes`);
    await page.getByText('No promo codes yet').waitFor();
    await page.getByRole('button', { name: 'Add promo code' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Add a promo code' });
    await dialog.getByLabel(/^Code/).fill('SUMMER10');
    await dialog.getByLabel(/^Percentage off/).fill('12.5');
    await dialog.getByRole('button', { name: 'Add' }).click();
    // The code keeps the organizer's casing (decision 141).
    await toast(page, 'SUMMER10 added.');

    const table = page.getByTestId('promo-codes-table');
    const row = table.getByRole('row').filter({ hasText: 'SUMMER10' });
    await row.getByText('12.5%').waitFor();
    await row.getByText('All products').waitFor();
    await row.getByText('0 / unlimited').waitFor();
    await row.getByText('Active').waitFor();

    await openRowAction(page, 'SUMMER10', 'Edit');
    dialog = page.getByRole('dialog', { name: 'Edit promo code' });
    await dialog.getByLabel(/^Percentage off/).fill('15');
    await dialog.getByLabel('Usage limit').fill('100');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'SUMMER10 saved.');
    await row.getByText('15%').waitFor();
    await row.getByText('0 / 100').waitFor();

    await openRowAction(page, 'SUMMER10', 'Copy link');
    await toast(page, 'Link copied.');
    expect(await clipboardText(page)).toMatch(new RegExp(`/event/${event.id}/[^?]+\\?promo_code=SUMMER10$`));

    await page.getByRole('button', { name: 'Add promo code' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Add a promo code' });
    await dialog.getByLabel(/^Code/).fill('Summer10');
    await dialog.getByLabel(/^Percentage off/).fill('5');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText(/already uses this code/).waitFor();
    expect(await dialog.getByLabel(/^Code/).getAttribute('aria-invalid')).toBe('true');
  });

  it('creates an affiliate, copies its tracking link and downloads the export', async (context) => {
    const { page, base, event } = await eventWithTwoTickets(context, 'afi');
    await page.goto(`${base}/affiliates`);
    await page.getByText('No affiliates yet').waitFor();
    await page.getByRole('button', { name: 'Add affiliate' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Add an affiliate' });
    await dialog.getByLabel(/^Name/).fill('Jazz Blog');
    await dialog.getByLabel(/^Code/).fill('jazzblog');
    await dialog.getByLabel('Email').fill('promo@jazz.example');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await toast(page, 'Jazz Blog added.');

    const row = page.getByTestId('affiliates-table').getByRole('row').filter({ hasText: 'Jazz Blog' });
    await row.getByText('JAZZBLOG').waitFor();
    await row.getByText('€0.00').waitFor();

    await openRowAction(page, 'Jazz Blog', 'Edit');
    dialog = page.getByRole('dialog', { name: 'Edit affiliate' });
    expect(await dialog.getByLabel(/^Code/).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await openRowAction(page, 'Jazz Blog', 'Copy tracking link');
    await toast(page, 'Tracking link copied.');
    expect(await clipboardText(page)).toMatch(new RegExp(`/event/${event.id}/[^?]+\\?aff=JAZZBLOG$`));

    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^affiliates-.+\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Jazz Blog,JAZZBLOG,promo@jazz.example,ACTIVE,0,0');
  });

  it('saves the offline payment defaults on /account/payment and keeps them after a reload', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    const user = await registerViaApi(browserContext, server.baseUrl, {
      firstName: 'Paula',
      email: uniqueEmail('paula'),
    });
    await page.goto(`${server.baseUrl}/account/payment`);
    const stripe = page.getByTestId('stripe-status');
    await stripe.getByText('Not configured').waitFor();
    await stripe.getByText('STRIPE_SECRET_KEY').waitFor();

    await page.getByLabel('Offer offline payment on new events').check({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tell buyers how to pay when offline payment is on.').waitFor();
    await page.getByLabel(/^Payment instructions/).fill('Pay by bank transfer to IBAN DE00 1234.');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Offline payment defaults saved.');

    await page.reload();
    await page.getByLabel(/^Payment instructions/).waitFor();
    expect(await page.getByLabel(/^Payment instructions/).inputValue()).toBe('Pay by bank transfer to IBAN DE00 1234.');
    expect(await page.getByLabel('Offer offline payment on new events').isChecked()).toBe(true);
    const defaults = await apiCall<{ payment_providers: string[] }>(
      browserContext as BrowserContext,
      server.baseUrl,
      'GET',
      `accounts/${user.account_id}/event-defaults`,
    );
    expect(defaults.payment_providers).toContain('OFFLINE');
  });
});
