import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { apiCall } from './support/events';
import { registerViaApi, uniqueEmail } from './support/identity';
import { eventSellingTickets } from './support/orders';
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

/** An organizer's live event with two sold tickets (Ada, Max) and a check-in list for them, made through the API. */
async function doorSetup(context: TestContext, listInput: Record<string, unknown> = {}) {
  const { browserContext } = await openPage(context, browser);
  await registerViaApi(browserContext, server.baseUrl, { firstName: 'Olga', email: uniqueEmail('olga') });
  const shop = await eventSellingTickets(browserContext, server, { title: 'Harbour nights' });
  await shop.seed({ firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('ada') });
  await shop.seed({ firstName: 'Max', lastName: 'Planck', email: uniqueEmail('max') });
  const createList = (input: Record<string, unknown>) =>
    apiCall<{ short_id: string }>(browserContext, server.baseUrl, 'POST', `events/${shop.event.id}/check-in-lists`, {
      name: 'Main entrance',
      description: 'Bags are checked at the door.',
      product_ids: [shop.ticket.id],
      ...input,
    });
  const list = await createList(listInput);
  return { browserContext, shop, list, createList };
}

/** A door phone: a fresh browser context that never signed in. */
async function doorPhone(context: TestContext): Promise<Page> {
  const { page } = await openPage(context, browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  return page;
}

const row = (page: Page, name: string) => page.getByTestId('check-in-row').filter({ hasText: name });
const feedback = (page: Page) => page.getByTestId('check-in-feedback');

/**
 * A USB scanner types a code and Enter within a few milliseconds. Sent as one burst inside the page: typed key by
 * key over the DevTools protocol, a loaded CI machine can space the keys beyond the scanner's 100 ms gap.
 */
const scan = (page: Page, code: string) =>
  page.evaluate(
    (keys) => {
      for (const key of keys)
        window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    },
    [...code.split(''), 'Enter'],
  );
const progress = (page: Page) => page.getByTestId('check-in-progress');

describe('door staff page', () => {
  it('finds an attendee, checks them in and out, then checks them in from a USB scan', async (context) => {
    const { browserContext, list, shop } = await doorSetup(context);
    // The organizer's own list knows the ticket's code; the door's list shows only its end (decision 137).
    const [ada] = await apiCall<{ public_id: string; email: string }[]>(
      browserContext,
      server.baseUrl,
      'GET',
      `events/${shop.event.id}/attendees?query=Lovelace`,
    );
    // The code in the ticket's QR: `att_…` as this server issues it (decision 025).
    expect(ada?.public_id).toMatch(/^(att_|A-)/);

    const page = await doorPhone(context);
    await page.goto(`${server.baseUrl}/check-in/${list.short_id}`);
    await page.getByRole('heading', { name: 'Harbour nights', level: 1 }).waitFor();
    await page.getByText('Main entrance', { exact: true }).waitFor();
    await progress(page).getByText('0 / 2 checked in').waitFor();

    await page.getByRole('searchbox', { name: 'Search attendees' }).fill('Lovelace');
    await page.waitForFunction(() => {
      const rows = Array.from(document.querySelectorAll('[data-testid="check-in-row"]'));
      return rows.length === 1 && rows[0]!.textContent!.includes('Ada Lovelace');
    });
    await row(page, 'Ada Lovelace')
      .getByText(`…${ada!.public_id.slice(-6)}`)
      .waitFor();
    const rowText = await row(page, 'Ada Lovelace').textContent();
    expect(rowText).not.toContain(ada!.public_id);
    expect(rowText).not.toContain(ada!.email);

    await page.getByRole('button', { name: 'Check in Ada Lovelace' }).click();
    await feedback(page).getByText('Ada Lovelace checked in').waitFor();
    await row(page, 'Ada Lovelace')
      .getByText(/^Checked in/)
      .waitFor();
    expect(await row(page, 'Ada Lovelace').getAttribute('data-state')).toBe('checked-in');
    await progress(page).getByText('1 / 2 checked in').waitFor();

    await page.getByRole('button', { name: 'Check out Ada Lovelace' }).click();
    await feedback(page).getByText('Ada Lovelace checked out').waitFor();
    await page.getByRole('button', { name: 'Check in Ada Lovelace' }).waitFor();
    await progress(page).getByText('0 / 2 checked in').waitFor();

    // A USB scanner types the ticket's code on the page and presses Enter.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.getByTestId('scanner-status').getByText('USB scanner listening: scan a ticket').waitFor();
    await scan(page, ada!.public_id);
    await feedback(page).getByText('Ada Lovelace checked in').waitFor();
    await row(page, 'Ada Lovelace')
      .getByText(/^Checked in/)
      .waitFor();
    await progress(page).getByText('1 / 2 checked in').waitFor();

    // The same ticket scanned again later is refused, with the time it came in.
    await page.waitForTimeout(3_100);
    await scan(page, ada!.public_id);
    await feedback(page)
      .getByText(/^Already checked in at \d{1,2}:\d{2}/)
      .waitFor();
    expect(await feedback(page).getAttribute('data-tone')).toBe('error');
  });

  it('shows a countdown on a list that is not open yet', async (context) => {
    const { createList } = await doorSetup(context);
    const later = await createList({
      name: 'Late doors',
      activates_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });

    const page = await doorPhone(context);
    await page.goto(`${server.baseUrl}/check-in/${later.short_id}`);
    const gate = page.getByTestId('check-in-gate');
    await gate.getByRole('heading', { name: 'Check-in has not opened yet' }).waitFor();
    await gate.getByText('Harbour nights · Late doors').waitFor();
    const countdown = gate.getByRole('timer');
    await countdown.getByText(/^(1 day|2 days) \d{1,2}:\d{2}:\d{2}$/).waitFor();
    const first = await countdown.innerText();
    await page.waitForFunction((previous) => document.querySelector('[role="timer"]')?.textContent !== previous, first);
    expect(await page.getByRole('searchbox').count()).toBe(0);
  });

  it('shows the not-found screen for an unknown list', async (context) => {
    const page = await doorPhone(context);
    await page.goto(`${server.baseUrl}/check-in/cil_doesnotexist1`);
    await page.getByText("We can't find that page").waitFor();
  });
});
