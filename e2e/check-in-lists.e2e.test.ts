import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { apiCall } from './support/events';
import { registerViaApi, toast, uniqueEmail } from './support/identity';
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

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const card = (page: Page, name: string) => page.getByTestId('check-in-list-card').filter({ hasText: name });

/** Hovers a card's status badge and returns what its tooltip says. */
async function statusReason(page: Page, name: string): Promise<string> {
  await card(page, name).getByTestId('check-in-list-status').hover();
  const tooltip = page.getByRole('tooltip');
  await tooltip.waitFor();
  const text = await tooltip.innerText();
  await page.mouse.move(0, 0);
  await tooltip.waitFor({ state: 'hidden' });
  return text;
}

async function openCardAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('check-in lists', () => {
  it('creates a list for the ticket, shares its door link, follows arrivals, edits and deletes it', async (context) => {
    const { page, browserContext } = await openPage(context, browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Cleo', email: uniqueEmail('cleo') });
    // A live event (Europe/Berlin) selling one ticket, "Standing".
    const { event, seed } = await eventSellingTickets(browserContext, server);

    await page.goto(`${server.baseUrl}/manage/event/${event.id}/check-in`);
    await page.getByText('No check-in lists yet').waitFor();
    await page.getByRole('button', { name: 'Create check-in list' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Create a check-in list' });
    await dialog.getByLabel(/^Name/).fill('Main entrance');
    // The event's only ticket is chosen already.
    await dialog.locator('.mantine-MultiSelect-pill').filter({ hasText: 'Standing' }).waitFor();
    await dialog.getByLabel(/^Note for staff/).fill('Bags are checked at the door.');
    await dialog.getByLabel(/^Expires at/).fill('2099-06-01T23:30');
    await dialog.getByRole('button', { name: 'Create list' }).click();

    // Creating ends on the door link, to copy or open.
    const ready = page.getByRole('dialog', { name: 'Main entrance is ready' });
    const link = ready.getByRole('textbox', { name: 'Check-in link' });
    await link.waitFor();
    const doorUrl = await link.inputValue();
    expect(doorUrl).toMatch(new RegExp(`^${server.baseUrl}/check-in/cil_[A-Za-z0-9]{13}$`));
    await ready.getByRole('button', { name: 'Copy link' }).click();
    await toast(page, 'Copied');
    expect(await clipboardText(page)).toBe(doorUrl);
    const opening = browserContext.waitForEvent('page');
    await ready.getByRole('link', { name: 'Open check-in page' }).click();
    const doorPage = await opening;
    await doorPage.waitForURL(doorUrl);
    await doorPage.close();
    await ready.getByRole('button', { name: 'Done' }).click();
    await ready.waitFor({ state: 'hidden' });

    // The card: Active until its expiry (shown in the event's zone), one ticket, nobody yet.
    await card(page, 'Main entrance').getByText('Includes 1 ticket').waitFor();
    await card(page, 'Main entrance').getByText('Bags are checked at the door.').waitFor();
    expect(await card(page, 'Main entrance').getByTestId('check-in-list-status').textContent()).toBe('Active');
    expect(await statusReason(page, 'Main entrance')).toMatch(
      /^Staff can check attendees in until Jun 1, 2099, 11:30\sPM GMT\+2\.$/,
    );

    // Three tickets sold: all three count, none checked in yet.
    await seed({ firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('ada') }, { quantity: 2 });
    await seed({ firstName: 'Max', lastName: 'Planck', email: uniqueEmail('max') });
    await page.reload();
    await card(page, 'Main entrance').getByTestId('check-in-list-progress').getByText('0 / 3 checked in').waitFor();

    // The card's menu copies the same link.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await openCardAction(page, 'Main entrance', 'Copy check-in link');
    await toast(page, 'Copied');
    expect(await clipboardText(page)).toBe(doorUrl);

    // Edit: a new name, and a start in the future turns it Inactive until then.
    await openCardAction(page, 'Main entrance', 'Edit');
    dialog = page.getByRole('dialog', { name: 'Edit check-in list' });
    expect(await dialog.getByLabel(/^Expires at/).inputValue()).toBe('2099-06-01T23:30');
    await dialog.getByLabel(/^Name/).fill('North gate');
    await dialog.getByLabel(/^Activates at/).fill('2099-06-02T08:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The expiry is now before the start: the form says so on the field and sends nothing.
    await dialog.getByText('Choose a time after the list activates.').waitFor();
    await dialog.getByLabel(/^Activates at/).fill('2099-06-01T18:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'North gate saved.');
    await dialog.waitFor({ state: 'hidden' });
    expect(await card(page, 'North gate').getByTestId('check-in-list-status').textContent()).toBe('Inactive');
    expect(await statusReason(page, 'North gate')).toMatch(/^Activates on Jun 1, 2099, 6:00\sPM GMT\+2\./);
    await card(page, 'North gate').getByText('0 / 3 checked in').waitFor();

    // Delete, after confirming.
    await openCardAction(page, 'North gate', 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete North gate?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'North gate deleted.');
    await page.getByText('No check-in lists yet').waitFor();
  });

  it('lays the cards out in one column on a phone', async (context) => {
    const { page, browserContext } = await openPage(context, browser, { viewport: { width: 390, height: 844 } });
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Pip', email: uniqueEmail('pip') });
    const { event, ticket } = await eventSellingTickets(browserContext, server);
    for (const name of ['Day 1', 'Day 2']) {
      await apiCall(browserContext, server.baseUrl, 'POST', `events/${event.id}/check-in-lists`, {
        name,
        product_ids: [ticket.id],
      });
    }

    await page.goto(`${server.baseUrl}/manage/event/${event.id}/check-in`);
    await card(page, 'Day 2').waitFor();
    const first = await card(page, 'Day 1').boundingBox();
    const second = await card(page, 'Day 2').boundingBox();
    expect(first && second).toBeTruthy();
    // One above the other, not side by side.
    expect(second!.x).toBeCloseTo(first!.x, 0);
    expect(Math.abs(second!.y - first!.y)).toBeGreaterThanOrEqual(Math.min(first!.height, second!.height));
    expect(first!.x + first!.width).toBeLessThanOrEqual(390);
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
