import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import {
  emailTo,
  emailsTo,
  registerViaApi,
  smtpEnv,
  startSmtpSink,
  toast,
  uniqueEmail,
  type SmtpSink,
} from './support/identity';
import { eventSellingTickets } from './support/orders';
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

/** A signed-in organizer of a verified account, with a live event selling tickets. */
async function organizerWithEvent(context: TestContext, name: string) {
  const { page, browserContext } = await openPage(context, browser);
  const email = uniqueEmail(name);
  await registerViaApi(browserContext, server.baseUrl, { firstName: name, email });
  const shop = await eventSellingTickets(browserContext, server);
  // Confirming the email verifies the account; that flow has its own tests.
  await server.services.database.query(
    `UPDATE accounts SET verified_at = now() WHERE id = (SELECT account_id FROM events WHERE id = $1)`,
    [shop.event.id],
  );
  return {
    page,
    browserContext,
    email,
    ...shop,
    messagesUrl: `${server.baseUrl}/manage/event/${shop.event.id}/messages`,
  };
}

/** Types into the compose form's rich-text body. */
async function writeBody(page: Page, text: string) {
  await page.getByRole('dialog', { name: 'New message' }).getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type(text);
}

const preview = (page: Page) => page.getByRole('region', { name: 'Message preview' });

describe('messages', () => {
  it('writes to every attendee, follows the delivery and lists who got it', async (context) => {
    const { page, seed, messagesUrl } = await organizerWithEvent(context, 'mona');
    const ada = uniqueEmail('ada');
    const max = uniqueEmail('max');
    const otto = uniqueEmail('otto');
    await seed({ firstName: 'Ada', lastName: 'Lovelace', email: ada }, { quantity: 2 });
    await seed({ firstName: 'Max', lastName: 'Planck', email: max });
    // Awaiting payment: not an active attendee yet, so not reached.
    await seed({ firstName: 'Otto', lastName: 'Hahn', email: otto }, { offline: true });

    await page.goto(messagesUrl);
    await page.getByText('No messages yet').waitFor();
    await page.getByRole('button', { name: 'Compose message' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByRole('radio', { name: /All attendees/ }).check();

    // Checked on the fields before anything is sent.
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByText('Enter a subject.').waitFor();

    await dialog.getByRole('textbox', { name: /^Subject/ }).fill('Doors open at 7');
    await writeBody(page, 'Bring your ticket on your phone.');
    await dialog.getByRole('checkbox', { name: /This message is about this event/ }).check();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(page, 'Message on its way.');

    await preview(page).getByRole('heading', { name: 'Doors open at 7' }).waitFor();
    await preview(page).getByTestId('message-counts').getByText('2 of 2 sent').waitFor({ timeout: 20_000 });
    await emailTo(sink, ada, 'Bring your ticket on your phone.');
    const toMax = await emailTo(sink, max, 'Bring your ticket on your phone.');
    expect(toMax.subject).toBe('Doors open at 7');
    // Ada holds two tickets and gets one email; Otto has not paid.
    expect(emailsTo(sink, ada).filter((email) => email.subject.includes('Doors open at 7'))).toHaveLength(1);
    expect(emailsTo(sink, otto).filter((email) => email.subject.includes('Doors open at 7'))).toHaveLength(0);

    await preview(page)
      .getByRole('button', { name: /All attendees/ })
      .click();
    const recipients = page.getByRole('dialog', { name: 'Recipients' });
    await recipients.getByText(ada).waitFor();
    await recipients.getByText(max).waitFor();
    expect(await recipients.getByText(otto).count()).toBe(0);
    await page.keyboard.press('Escape');

    // The list keeps the message after a reload, selected through the URL.
    await page.reload();
    await preview(page).getByRole('heading', { name: 'Doors open at 7' }).waitFor();
  });

  it('messages one attendee from the attendees screen and opens it in messages', async (context) => {
    const { page, seed, event } = await organizerWithEvent(context, 'nils');
    const ada = uniqueEmail('ada');
    const max = uniqueEmail('max');
    await seed({ firstName: 'Ada', lastName: 'Lovelace', email: ada });
    await seed({ firstName: 'Max', lastName: 'Planck', email: max });

    await page.goto(`${server.baseUrl}/manage/event/${event.id}/attendees`);
    await page.getByTestId('attendee-row').getByRole('button', { name: 'Ada Lovelace', exact: true }).click();
    await page.getByTestId('attendee-drawer').getByRole('button', { name: 'Message', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByText('Ada Lovelace').first().waitFor();
    await dialog.getByRole('textbox', { name: /^Subject/ }).fill('Your seat moved');
    await writeBody(page, 'You are now in row 3.');
    await dialog.getByRole('checkbox', { name: /This message is about this event/ }).check();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();

    await page.getByRole('button', { name: 'View in messages' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/messages') && url.searchParams.has('message'));
    await preview(page).getByRole('heading', { name: 'Your seat moved' }).waitFor();
    await preview(page).getByTestId('message-counts').getByText('1 of 1 sent').waitFor({ timeout: 20_000 });
    const email = await emailTo(sink, ada, 'You are now in row 3.');
    expect(email.subject).toBe('Your seat moved');
    expect(emailsTo(sink, max).filter((received) => received.subject.includes('Your seat moved'))).toHaveLength(0);
  });

  it('schedules a message for the day before the event, then cancels it after confirming', async (context) => {
    const { page, seed, messagesUrl } = await organizerWithEvent(context, 'olga');
    await seed({ firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('ada') });

    await page.goto(messagesUrl);
    await page.getByRole('button', { name: 'Compose message' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByRole('radio', { name: /All attendees/ }).check();
    await dialog.getByRole('textbox', { name: /^Subject/ }).fill('See you tomorrow');
    await writeBody(page, 'Doors at 7.');
    await dialog.getByText('Schedule', { exact: true }).click();
    await dialog.getByRole('radio', { name: '1 day before start' }).check();
    await dialog.getByRole('checkbox', { name: /This message is about this event/ }).check();
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await toast(page, /Message scheduled for/);

    await preview(page).getByText('Scheduled', { exact: true }).waitFor();
    await preview(page).getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this message?' })
      .getByRole('button', { name: 'Cancel message' })
      .click();
    await toast(page, 'Message cancelled. It will not be sent.');
    await preview(page).getByText('Cancelled', { exact: true }).waitFor();
  });
});
