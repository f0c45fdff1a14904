import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { apiCall } from './support/events';
import { emailTo, registerViaApi, smtpEnv, startSmtpSink, toast, uniqueEmail, type SmtpSink } from './support/identity';
import { createTicketViaApi, eventSellingTickets, soldViaApi } from './support/orders';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

let server: TServer;
let browser: Browser;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  [server, browser] = await Promise.all([startTestServer({ env: smtpEnv(sink) }), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  await sink?.close();
});

/** A signed-in organizer with a live event selling 25.00 tickets, a "T-shirt size" question on them, and its attendees screen. */
async function frontDesk(context: TestContext, name: string) {
  const { page, browserContext } = await openPage(context, browser, { acceptDownloads: true });
  await registerViaApi(browserContext, server.baseUrl, { firstName: name, email: uniqueEmail(name) });
  const shop = await eventSellingTickets(browserContext, server);
  await apiCall(browserContext, server.baseUrl, 'POST', `events/${shop.event.id}/questions`, {
    title: 'T-shirt size',
    type: 'SINGLE_LINE_TEXT',
    belongs_to: 'PRODUCT',
    required: false,
    product_ids: [shop.ticket.id],
  });
  return { page, browserContext, ...shop, attendeesUrl: `${server.baseUrl}/manage/event/${shop.event.id}/attendees` };
}

const rows = (page: Page) => page.getByTestId('attendees-table').getByTestId('attendee-row');
const drawer = (page: Page) => page.getByTestId('attendee-drawer');

/** Waits until the table shows exactly these attendees' emails (in any order). */
async function expectListedEmails(page: Page, emails: string[]) {
  await page.waitForFunction(
    (expected) => {
      const shown = Array.from(document.querySelectorAll('[data-testid="attendee-row"]')).map(
        (row) => row.textContent ?? '',
      );
      return shown.length === expected.length && expected.every((email) => shown.some((text) => text.includes(email)));
    },
    emails,
    { timeout: 10_000 },
  );
}

describe('attendees in the back office', () => {
  it('finds attendees by email and filters them by status, keeping both in the URL', async (context) => {
    const { page, seed, attendeesUrl } = await frontDesk(context, 'ines');
    const ada = uniqueEmail('ada');
    const max = uniqueEmail('max');
    await seed({ firstName: 'Ada', lastName: 'Lovelace', email: ada }, { quantity: 2 });
    await seed({ firstName: 'Max', lastName: 'Planck', email: max }, { offline: true });

    await page.goto(attendeesUrl);
    await page.getByTestId('attendees-page-summary').getByText('1–3 of 3 attendees').waitFor();

    await page.getByRole('textbox', { name: 'Search attendees' }).fill(max.slice(0, 12));
    await expectListedEmails(page, [max]);
    await page.waitForURL((url) => url.searchParams.get('query') === max.slice(0, 12));
    await rows(page).first().getByText('Awaiting payment').waitFor();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByTestId('attendees-page-summary').getByText('1–3 of 3 attendees').waitFor();
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await expectListedEmails(page, [ada, ada]);
    await page.waitForURL((url) => url.searchParams.get('status') === 'ACTIVE');

    // A reload shows the same rows: the filter lives in the URL.
    await page.reload();
    await expectListedEmails(page, [ada, ada]);
  });

  it('shows who checked in at the door: the check-in column, the filter, the history and the order timeline', async (context) => {
    const { page, browserContext, seed, attendeesUrl, event, ticket } = await frontDesk(context, 'greta');
    const ada = uniqueEmail('ada');
    const max = uniqueEmail('max');
    const adaOrder = await seed({ firstName: 'Ada', lastName: 'Lovelace', email: ada });
    await seed({ firstName: 'Max', lastName: 'Planck', email: max });
    const list = await apiCall<{ short_id: string }>(
      browserContext,
      server.baseUrl,
      'POST',
      `events/${event.id}/check-in-lists`,
      {
        name: 'Main entrance',
        product_ids: [ticket.id],
      },
    );
    const [adaTicket] = await apiCall<{ public_id: string }[]>(
      browserContext,
      server.baseUrl,
      'GET',
      `events/${event.id}/attendees?query=${encodeURIComponent(ada)}`,
    );
    // The door staff's scan, as the door page sends it.
    await apiCall(browserContext, server.baseUrl, 'POST', `public/check-in-lists/${list.short_id}/check-ins`, {
      attendees: [{ public_id: adaTicket!.public_id, action: 'check-in' }],
    });

    await page.goto(attendeesUrl);
    await expectListedEmails(page, [ada, max]);
    await rows(page)
      .filter({ hasText: max })
      .getByRole('button', { name: /0 \/ 1 list\b/ })
      .waitFor();
    await rows(page)
      .filter({ hasText: ada })
      .getByRole('button', { name: /1 \/ 1 list\b/ })
      .click();
    const summary = page.getByRole('dialog', { name: 'Check-ins of Ada Lovelace' });
    await summary.getByText('Main entrance').waitFor();
    await summary.getByText(/^Checked in /).waitFor();
    await summary.getByRole('button', { name: 'Close' }).click();
    await summary.waitFor({ state: 'hidden' });

    await page.getByRole('combobox', { name: 'Check-in', exact: true }).click();
    await page.getByRole('option', { name: 'Checked in', exact: true }).click();
    await expectListedEmails(page, [ada]);
    await page.waitForURL((url) => url.searchParams.get('checked_in') === 'true');
    await page.getByRole('combobox', { name: 'Check-in', exact: true }).click();
    await page.getByRole('option', { name: 'Not checked in' }).click();
    await expectListedEmails(page, [max]);

    await page.goto(`${attendeesUrl}?checked_in=true`);
    await rows(page).getByRole('button', { name: 'Ada Lovelace', exact: true }).click();
    const history = drawer(page).getByTestId('attendee-check-ins');
    await history.getByText('Main entrance').waitFor();
    await history.getByText('Checked in', { exact: true }).waitFor();

    // The staff edit and the door's check-in are both on the order's timeline.
    await drawer(page).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit attendee' });
    await dialog.getByLabel(/^Last name/).fill('Byron');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Attendee details saved.');
    await drawer(page)
      .getByRole('button', { name: `#${adaOrder.shortId}` })
      .click();
    const timeline = page.getByTestId('order-timeline');
    await timeline.getByText(`${adaTicket!.public_id} checked in`).waitFor();
    await timeline.getByText(`Ticket ${adaTicket!.public_id} edited by greta Tester`).waitFor();
  });

  it("edits an attendee's details and answers, checking the fields first", async (context) => {
    const { page, seed, attendeesUrl } = await frontDesk(context, 'edna');
    await seed({ firstName: 'Ed', lastName: 'Typo', email: uniqueEmail('typo') });

    await page.goto(attendeesUrl);
    await rows(page).getByRole('button', { name: 'Ed Typo', exact: true }).click();
    await drawer(page).waitFor();
    await drawer(page).getByText('No answers for this ticket.').waitFor();
    await drawer(page).getByRole('button', { name: 'Edit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit attendee' });
    await dialog.getByLabel(/^First name/).fill('');
    await dialog.getByLabel(/^Email/).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter a valid email address, like name@example.com.').waitFor();
    expect(await dialog.getByLabel(/^First name/).getAttribute('aria-invalid')).toBe('true');

    const fixed = uniqueEmail('fixed');
    await dialog.getByLabel(/^First name/).fill('Edwina');
    await dialog.getByLabel(/^Last name/).fill('Fixed');
    await dialog.getByLabel(/^Email/).fill(fixed);
    await dialog.getByLabel(/^Internal notes/).fill('Wheelchair user: seat near the aisle.');
    await dialog.getByLabel('T-shirt size').fill('M');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Attendee details saved.');
    await dialog.waitFor({ state: 'hidden' });

    await drawer(page).getByTestId('attendee-answers').getByText('T-shirt size').waitFor();
    await drawer(page).getByTestId('attendee-answers').getByText('M', { exact: true }).waitFor();
    await drawer(page).getByText('Wheelchair user: seat near the aisle.').waitFor();
    await page
      .getByRole('heading', { name: /^Edwina Fixed/ })
      .getByText('active', { exact: true })
      .waitFor();
    await rows(page).filter({ hasText: fixed }).getByRole('button', { name: 'Edwina Fixed', exact: true }).waitFor();
  });

  it('moves an attendee to another ticket tier, which takes a place there and gives the old one back', async (context) => {
    const { page, browserContext, event, seed, sold, attendeesUrl } = await frontDesk(context, 'tara');
    const seated = await createTicketViaApi(browserContext, server.baseUrl, event.id, {
      title: 'Seated',
      type: 'TIERED',
      prices: [
        { label: 'Front row', price: 4500, initial_quantity_available: 5 },
        { label: 'Balcony', price: 3500, initial_quantity_available: 5 },
      ],
    });
    const balcony = seated.prices.find((price) => price.label === 'Balcony')!;
    const balconySold = () =>
      soldViaApi(browserContext, server.baseUrl, { eventId: event.id, productId: seated.id, priceId: balcony.id });
    await seed({ firstName: 'Tom', lastName: 'Mover', email: uniqueEmail('mover') });
    expect(await sold()).toBe(1);

    await page.goto(attendeesUrl);
    await rows(page).getByRole('button', { name: 'Tom Mover', exact: true }).click();
    await drawer(page).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit attendee' });
    await dialog.getByRole('combobox', { name: 'Ticket', exact: true }).click();
    await page.getByRole('option', { name: 'Seated' }).click();
    await dialog.getByRole('combobox', { name: 'Tier', exact: true }).click();
    await page.getByRole('option', { name: 'Balcony' }).click();
    await dialog.getByTestId('ticket-change-note').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Attendee saved with their new ticket.');
    await dialog.waitFor({ state: 'hidden' });

    await drawer(page)
      .getByText(/Seated/)
      .first()
      .waitFor();
    await expect.poll(sold).toBe(0);
    await expect.poll(balconySold).toBe(1);
  });

  it('cancels a ticket after confirmation, returns it to sale, reactivates it and resends it', async (context) => {
    const { page, seed, sold, attendeesUrl } = await frontDesk(context, 'cleo');
    const holder = uniqueEmail('holder');
    await seed({ firstName: 'Carl', lastName: 'Holder', email: holder });
    expect(await sold()).toBe(1);

    await page.goto(attendeesUrl);
    await rows(page).getByRole('button', { name: 'Actions for Carl Holder' }).click();
    await page.getByRole('menuitem', { name: 'Cancel ticket' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this ticket?' });
    await confirm.getByRole('button', { name: 'Cancel ticket' }).click();
    await toast(page, /cancelled/);
    await rows(page).first().getByText('cancelled', { exact: true }).waitFor();
    await expect.poll(sold).toBe(0);

    await rows(page).getByRole('button', { name: 'Carl Holder', exact: true }).click();
    await page
      .getByRole('dialog', { name: /^Carl Holder/ })
      .getByText('cancelled', { exact: true })
      .waitFor();
    await drawer(page).getByRole('button', { name: 'Reactivate ticket' }).click();
    await page
      .getByRole('dialog', { name: 'Reactivate this ticket?' })
      .getByRole('button', { name: 'Reactivate ticket' })
      .click();
    await toast(page, /active again/);
    await page
      .getByRole('dialog', { name: /^Carl Holder/ })
      .getByText('active', { exact: true })
      .waitFor();
    await expect.poll(sold).toBe(1);

    await drawer(page).getByRole('button', { name: 'Resend ticket' }).click();
    await toast(page, `Ticket sent again to ${holder}.`);
    await emailTo(sink, holder, '/product/');
  });

  it('adds a complimentary attendee by hand, who gets the ticket by email', async (context) => {
    const { page, sold, event, attendeesUrl } = await frontDesk(context, 'amir');
    const guest = uniqueEmail('guest');
    await page.goto(attendeesUrl);
    await page.getByText('No attendees yet').waitFor();

    await page.getByRole('button', { name: 'Add attendee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add attendee' });
    await dialog.getByRole('button', { name: 'Add attendee' }).click();
    await dialog.getByText('Choose a ticket.').waitFor();

    await dialog.getByRole('combobox', { name: 'Ticket', exact: true }).click();
    await page.getByRole('option', { name: 'Standing' }).click();
    expect(await dialog.getByLabel(/^Amount paid/).inputValue()).toBe('25.00');
    await dialog.getByLabel(/^First name/).fill('Grace');
    await dialog.getByLabel(/^Last name/).fill('Guest');
    await dialog.getByLabel(/^Email/).fill(guest);
    await dialog.getByRole('switch', { name: 'Complimentary ticket' }).check();
    await dialog.getByRole('button', { name: 'Add attendee' }).click();
    await toast(page, /Attendee added with ticket #/);

    await expectListedEmails(page, [guest]);
    await rows(page).first().getByText('active', { exact: true }).waitFor();
    await expect.poll(sold).toBe(1);
    // The sidebar counts the event's attendees, and follows the change.
    await page
      .getByRole('link', { name: /^Attendees/ })
      .getByTestId('sidebar-count')
      .getByText('1', { exact: true })
      .waitFor();
    await emailTo(sink, guest, `/product/${event.id}/`);
  });

  it('exports the attendees with their answers as CSV and XLSX', async (context) => {
    const { page, browserContext, seed, event, attendeesUrl } = await frontDesk(context, 'xena');
    const ada = uniqueEmail('export-ada');
    await seed({ firstName: 'Ada', lastName: 'Export', email: ada });
    const [attendee] = await apiCall<{ id: string; short_id: string }[]>(
      browserContext,
      server.baseUrl,
      'GET',
      `events/${event.id}/attendees`,
    );
    const questions = await apiCall<{ id: string }[]>(
      browserContext,
      server.baseUrl,
      'GET',
      `events/${event.id}/questions`,
    );
    await apiCall(browserContext, server.baseUrl, 'PUT', `events/${event.id}/attendees/${attendee!.id}`, {
      first_name: 'Ada',
      last_name: 'Export',
      email: ada,
      answers: [{ question_id: questions[0]!.id, response: { answer: 'XL' } }],
    });

    await page.goto(attendeesUrl);
    await expectListedEmails(page, [ada]);
    const download = async (item: string) => {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const downloading = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: item }).click();
      return downloading;
    };

    const csvFile = await download('CSV (.csv)');
    expect(csvFile.suggestedFilename()).toMatch(/^attendees-.+\.csv$/);
    const csv = (await readFile((await csvFile.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    const columns = header!.split(',');
    expect(columns.slice(0, 6)).toEqual(['Attendee ID', 'Order ID', 'First name', 'Last name', 'Email', 'Status']);
    expect(columns).toContain('T-shirt size');
    expect(lines).toHaveLength(1);
    const cells = lines[0]!.split(',');
    expect(cells.slice(0, 6)).toEqual([attendee!.short_id, expect.any(String), 'Ada', 'Export', ada, 'ACTIVE']);
    expect(cells[columns.indexOf('T-shirt size')]).toBe('XL');

    const xlsxFile = await download('Excel (.xlsx)');
    expect(xlsxFile.suggestedFilename()).toMatch(/^attendees-.+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsxFile.path())!);
    const sheet = workbook.worksheets[0]!;
    const headerRow = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headerRow.slice(0, 6)).toEqual(['Attendee ID', 'Order ID', 'First name', 'Last name', 'Email', 'Status']);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values[4]).toBe(ada);
    expect(values[headerRow.indexOf('T-shirt size')]).toBe('XL');
  });
});
