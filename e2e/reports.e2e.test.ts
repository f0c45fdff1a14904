import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { seedOrder } from '../apps/server/src/test-support/orders';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { apiCall, createEventViaApi, createOrganizerViaApi } from './support/events';
import { registerViaApi, uniqueEmail } from './support/identity';
import { createTicketViaApi } from './support/orders';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

/** The event reports as the index lists them: their titles, and whether a chart is drawn above the table. */
const EVENT_REPORTS = [
  { type: 'product_sales', title: 'Product sales', hasChart: true },
  { type: 'daily_sales_report', title: 'Daily sales', hasChart: true },
  { type: 'promo_codes_report', title: 'Promo codes', hasChart: false },
  { type: 'payments_report', title: 'Payments', hasChart: true },
  { type: 'taxes_and_fees_report', title: 'Taxes and fees', hasChart: false },
  { type: 'check_ins_report', title: 'Check-ins', hasChart: true },
  { type: 'affiliates_report', title: 'Affiliates', hasChart: false },
  { type: 'sales_funnel_report', title: 'Sales funnel', hasChart: true },
] as const;

let server: TServer;
let browser: Browser;
/** The organizer's session, made once: every test opens its own page with these cookies. */
let seller: BrowserContext;
let fixture: Awaited<ReturnType<typeof seedBoxOffice>>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  seller = await browser.newContext();
  fixture = await seedBoxOffice(seller);
});

afterAll(async () => {
  await seller?.close();
  await Promise.all([browser?.close(), server?.close()]);
});

/**
 * An event with something in every report: a taxed ticket sold twice today (once with a promo code, once through an
 * affiliate, both paid offline) and one attendee checked in on a check-in list.
 */
async function seedBoxOffice(context: BrowserContext) {
  const user = await registerViaApi(context, server.baseUrl, { firstName: 'Rita', email: uniqueEmail('rita') });
  const call = <T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, data?: unknown) =>
    apiCall<T>(context, server.baseUrl, method, path, data);
  const organizer = await createOrganizerViaApi(context, server.baseUrl, 'Harbour Sounds');
  const event = await createEventViaApi(context, server.baseUrl, { organizerId: organizer.id, title: 'Dock concert' });
  const vat = await call<{ id: string }>('POST', `accounts/${user.account_id}/taxes-and-fees`, {
    name: 'VAT',
    type: 'TAX',
    calculation: 'PERCENTAGE',
    rate: 21,
  });
  const ticket = await createTicketViaApi(context, server.baseUrl, event.id, {
    title: 'Standing',
    type: 'PAID',
    prices: [{ price: 2500, initial_quantity_available: 100 }],
    tax_and_fee_ids: [vat.id],
  });
  const promo = await call<{ id: string }>('POST', `events/${event.id}/promo-codes`, {
    code: 'FRIENDS',
    discount_type: 'PERCENTAGE',
    discount: 10,
  });
  const affiliate = await call<{ id: string }>('POST', `events/${event.id}/affiliates`, {
    name: 'Jazz Blog',
    code: 'JAZZBLOG',
  });
  const priceId = ticket.prices[0]!.id;
  const buyer = (firstName: string) => ({ firstName, lastName: 'Report', email: uniqueEmail(firstName) });
  await seedOrder(server.services.database, {
    eventId: event.id,
    paymentProvider: 'OFFLINE',
    lines: [{ productPriceId: priceId, quantity: 2 }],
    buyer: buyer('ada'),
    promoCodeId: promo.id,
  });
  await seedOrder(server.services.database, {
    eventId: event.id,
    paymentProvider: 'OFFLINE',
    lines: [{ productPriceId: priceId, quantity: 1 }],
    buyer: buyer('bob'),
    affiliateId: affiliate.id,
  });
  const list = await call<{ short_id: string }>('POST', `events/${event.id}/check-in-lists`, {
    name: 'Main entrance',
    product_ids: [ticket.id],
  });
  const [attendee] = await call<{ public_id: string }[]>('GET', `events/${event.id}/attendees?query=Report`);
  await call('POST', `public/check-in-lists/${list.short_id}/check-ins`, {
    attendees: [{ public_id: attendee!.public_id }],
  });
  const { timezone } = await call<{ timezone: string }>('GET', `events/${event.id}`);
  return { organizerId: organizer.id, eventId: event.id, timezone };
}

async function sellerPage(context: TestContext, options: Parameters<typeof openPage>[2] = {}) {
  const opened = await openPage(context, browser, options);
  await opened.browserContext.addCookies(await seller.cookies());
  return opened.page;
}

/** "Nov 22, 2026", as the report's range line shows a day to an English reader. */
const day = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

function lastSevenDays(timezone: string) {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  return { start, end: today };
}

/** The first field of each CSV line after the header (RFC 4180: a quoted field may hold commas and quotes). */
function csvFirstFields(csv: string): string[] {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r\n/);
  return lines.slice(1).map((line) => {
    if (!line.startsWith('"')) return line.split(',')[0]!;
    const match = /^"((?:[^"]|"")*)"/.exec(line);
    return match![1]!.replaceAll('""', '"');
  });
}

/** What the table shows: one raw first value per row (the day or name the file holds too). */
async function tableFirstValues(page: Page, title: string): Promise<string[]> {
  const rows = page.getByRole('table', { name: title }).getByTestId('report-row');
  await rows.first().waitFor();
  return rows.evaluateAll((elements) =>
    elements.map((row) => row.querySelector('td')?.getAttribute('data-value') ?? ''),
  );
}

async function download(page: Page, name: 'Download CSV' | 'Download XLSX'): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  return downloading;
}

/** The CSV and the XLSX hold the rows of the table, in its order. */
async function expectDownloadsMatchTable(page: Page, title: string, expectedFirst: string[]) {
  const csvFile = await download(page, 'Download CSV');
  expect(csvFile.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await csvFile.path())!, 'utf8');
  expect(csvFirstFields(csv)).toEqual(expectedFirst);

  const xlsxFile = await download(page, 'Download XLSX');
  expect(xlsxFile.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile((await xlsxFile.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.actualRowCount - 1, title).toBe(expectedFirst.length);
  expect(String(sheet.getRow(2).getCell(1).value)).toBe(expectedFirst[0]);
}

describe('event reports', () => {
  it.for(EVENT_REPORTS)(
    'opens $title from the reports index, over the last 7 days, and downloads it as CSV and XLSX',
    async ({ type, title, hasChart }, context) => {
      const page = await sellerPage(context);
      await page.goto(`${server.baseUrl}/manage/event/${fixture.eventId}/dashboard`);
      await page.getByRole('navigation', { name: 'Event navigation' }).getByRole('link', { name: 'Reports' }).click();
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      const cards = page.getByTestId('report-cards');
      expect(await cards.getByRole('listitem').count()).toBe(EVENT_REPORTS.length);

      await cards.getByRole('link', { name: title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/manage/event/${fixture.eventId}/report/${type}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      // The last 30 days until a preset is chosen; then the URL keeps the range.
      await page.getByTestId('report-range').getByText(`· ${fixture.timezone}`).waitFor();
      await page.getByRole('table', { name: title }).getByTestId('report-row').first().waitFor();

      const week = lastSevenDays(fixture.timezone);
      const answered = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/api/events/${fixture.eventId}/reports/${type}` &&
          new URL(response.url()).searchParams.get('start_date') === week.start,
      );
      await page.getByRole('combobox', { name: 'Period' }).click();
      await page.getByRole('option', { name: 'Last 7 days' }).click();
      expect((await answered).status()).toBe(200);
      await page
        .getByTestId('report-range')
        .getByText(`${day(week.start)} – ${day(week.end)} · ${fixture.timezone}`)
        .waitFor();
      expect(new URL(page.url()).searchParams.get('end_date')).toBe(week.end);

      if (hasChart) await page.getByTestId('report-chart').first().locator('svg.recharts-surface').first().waitFor();
      else expect(await page.getByTestId('report-chart').count()).toBe(0);

      const shown = await tableFirstValues(page, title);
      expect(shown.length).toBeGreaterThan(0);
      // Whole days are listed for the daily reports, newest first.
      if (type === 'daily_sales_report' || type === 'sales_funnel_report') expect(shown[0]).toBe(week.end);
      await expectDownloadsMatchTable(page, title, shown);

      // A reload keeps the range.
      await page.reload();
      await page
        .getByTestId('report-range')
        .getByText(`${day(week.start)} – ${day(week.end)}`)
        .waitFor();
    },
  );

  it("sorts a report's table, totals it, and shows the app's not-found page for a report that does not exist", async (context) => {
    const page = await sellerPage(context);
    await page.goto(`${server.baseUrl}/manage/event/${fixture.eventId}/report/product_sales`);
    const table = page.getByRole('table', { name: 'Product sales' });
    await table.getByTestId('report-row').first().waitFor();
    // Two orders, of 2 units and 1.
    const totalSold = table.getByTestId('report-totals').getByTestId('report-total-number_sold');
    expect(await totalSold.textContent()).toBe('3');
    const sold = table.getByRole('columnheader', { name: 'Sold' });
    await sold.getByRole('button').click();
    expect(await sold.getAttribute('aria-sort')).toBe('descending');
    await sold.getByRole('button').press('Enter');
    expect(await sold.getAttribute('aria-sort')).toBe('ascending');

    await page.goto(`${server.baseUrl}/manage/event/${fixture.eventId}/report/not_a_report`);
    await page.getByRole('heading', { name: "We can't find that page" }).waitFor();
  });

  it('keeps the page within a phone screen, the table scrolling on its own', async (context) => {
    const page = await sellerPage(context, PHONE);
    await page.goto(`${server.baseUrl}/manage/event/${fixture.eventId}/report/promo_codes_report`);
    await page.getByRole('table', { name: 'Promo codes' }).getByTestId('report-row').first().waitFor();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});

describe('organizer reports', () => {
  it('shows the revenue summary, then each event, and downloads the page shown', async (context) => {
    const page = await sellerPage(context);
    await page.goto(`${server.baseUrl}/manage/organizer/${fixture.organizerId}/dashboard`);
    await page.getByRole('navigation', { name: 'Organizer navigation' }).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL((url) => url.pathname === `/manage/organizer/${fixture.organizerId}/reports`);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();

    expect(await page.getByRole('tab', { name: 'Revenue summary' }).getAttribute('aria-selected')).toBe('true');
    const revenue = page.getByRole('table', { name: 'Revenue summary' });
    await revenue.getByTestId('report-row').first().waitFor();
    expect(await tableFirstValues(page, 'Revenue summary')).toEqual(['EUR']);

    await page.getByRole('tab', { name: 'Events performance' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'events_performance');
    const events = page.getByRole('table', { name: 'Events performance' });
    await events.getByTestId('report-row').filter({ hasText: 'Dock concert' }).waitFor();

    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 90 days' }).click();
    await page.waitForURL((url) => url.searchParams.has('start_date'));
    await events.getByTestId('report-row').filter({ hasText: 'Dock concert' }).waitFor();
    await expectDownloadsMatchTable(page, 'Events performance', await tableFirstValues(page, 'Events performance'));
  });
});
