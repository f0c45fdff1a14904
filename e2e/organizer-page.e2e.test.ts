import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import {
  apiCall,
  confirmEmailThroughLink,
  createEventViaApi,
  createFreeTicketViaApi,
  createOrganizerViaApi,
} from './support/events';
import { registerViaApi, smtpEnv, startSmtpSink, uniqueEmail, type SmtpSink } from './support/identity';
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

describe('organizer public page', () => {
  it('lists upcoming and past events, follows a card to the event and sends the contact form', async (context) => {
    const seller = await openPage(context, browser);
    const email = uniqueEmail('organizer-page');
    await registerViaApi(seller.browserContext, server.baseUrl, { firstName: 'Sasha', email });
    await confirmEmailThroughLink(seller.page, sink, server.baseUrl, email);
    const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown) =>
      apiCall<T>(seller.browserContext, server.baseUrl, method, path, data);
    const organizer = await createOrganizerViaApi(seller.browserContext, server.baseUrl, 'Harbour Sounds');
    const publish = async (title: string, daysAhead: number) => {
      const event = await createEventViaApi(seller.browserContext, server.baseUrl, {
        organizerId: organizer.id,
        title,
        daysAhead,
      });
      await createFreeTicketViaApi(seller.browserContext, server.baseUrl, event.id);
      await call('PUT', `events/${event.id}/status`, { status: 'LIVE' });
      return event;
    };
    await publish('Quayside Quartet', 5);
    await publish('Lighthouse Session', 12);
    // An event cannot go live once ended: publish it, then move it into the past as time would.
    const gala = await publish('Winter Gala', 30);
    await server.services.database.query(
      `UPDATE events SET start_date = now() - interval '20 days', end_date = now() - interval '20 days' + interval '2 hours' WHERE id = $1`,
      [gala.id],
    );
    await call('PUT', `organizers/${organizer.id}/status`, { status: 'LIVE' });

    const { page } = await openPage(context, browser);
    // A wrong slug lands on the canonical address (the server answers 301 before the app starts).
    await page.goto(`${server.baseUrl}/events/${organizer.id}/old-name?page=1`);
    await page.waitForURL(new RegExp(`/events/${organizer.id}/harbour-sounds\\?page=1$`));
    await page.getByRole('heading', { name: 'Harbour Sounds', level: 1 }).waitFor();
    expect(await page.title()).toContain('Harbour Sounds');
    const cards = page.getByTestId('organizer-event-card');
    await cards.first().waitFor();
    // Upcoming events, soonest first; the past one is not among them.
    expect(await cards.getByRole('heading').allTextContents()).toEqual(['Quayside Quartet', 'Lighthouse Session']);
    await cards.first().getByText('Free').waitFor();

    await page.getByRole('tab', { name: 'Past' }).click();
    await page.waitForURL(/\/harbour-sounds\/past-events$/);
    await cards.getByRole('heading', { name: 'Winter Gala' }).waitFor();
    expect(await cards.count()).toBe(1);

    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await cards.getByRole('heading', { name: 'Lighthouse Session' }).click();
    await page.waitForURL(/\/event\/[^/]+\/lighthouse-session$/);
    await page.getByRole('heading', { name: 'Lighthouse Session', level: 1 }).waitFor();
    // The event page leads back to the organizer, and writes to them with the same form.
    await page.getByRole('link', { name: 'More events by Harbour Sounds' }).waitFor();
    await page.getByRole('button', { name: 'Contact the organizer' }).click();
    const eventDialog = page.getByRole('dialog', { name: 'Contact Harbour Sounds' });
    await eventDialog.getByLabel(/Your name/).fill('Sam Buyer');
    await eventDialog.getByLabel(/Your email/).fill('sam@example.com');
    await eventDialog.getByLabel(/Message/).fill('Can I bring a folding chair?');
    await eventDialog.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message was sent to Harbour Sounds.').waitFor();
    const fromEventPage = await sink.waitForMessage((received) =>
      received.text.includes('Can I bring a folding chair?'),
    );
    expect(fromEventPage.to).toContain('hello@example.com');
    await eventDialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Close notification' }).click();
    await page.getByText('Your message was sent to Harbour Sounds.').waitFor({ state: 'detached' });

    await page.goBack();
    await page.getByRole('button', { name: 'Contact' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.getByText('This field is required.').first().waitFor();
    await dialog.getByLabel(/Your name/).fill('Robin Visitor');
    await dialog.getByLabel(/Your email/).fill('robin@example.com');
    await dialog.getByLabel(/Message/).fill('Is the quayside venue step-free? <b>thanks</b>');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message was sent to Harbour Sounds.').waitFor();
    const message = await sink.waitForMessage((received) => received.text.includes('Is the quayside venue step-free?'));
    expect(message.to).toContain('hello@example.com');
    expect(message.html).toContain('&lt;b&gt;thanks&lt;/b&gt;');
  });
});
