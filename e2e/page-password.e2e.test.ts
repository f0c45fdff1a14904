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
import { registerViaApi, smtpEnv, startSmtpSink, toast, uniqueEmail, type SmtpSink } from './support/identity';
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

/** Issue 24 point 6 (decision 133): an event page "with a password" asks for it, and opens once it is right. */
describe('password-protected event page', () => {
  it('the organizer sets a password; a visitor sees only the title and the form, then the event', async (context) => {
    const seller = await openPage(context, browser);
    const email = uniqueEmail('page-password');
    await registerViaApi(seller.browserContext, server.baseUrl, { firstName: 'Pia', email });
    await confirmEmailThroughLink(seller.page, sink, server.baseUrl, email);
    const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown) =>
      apiCall<T>(seller.browserContext, server.baseUrl, method, path, data);
    const organizer = await createOrganizerViaApi(seller.browserContext, server.baseUrl, 'Quiet Rooms');
    const event = await createEventViaApi(seller.browserContext, server.baseUrl, {
      organizerId: organizer.id,
      title: 'Secret Supper',
    });
    await createFreeTicketViaApi(seller.browserContext, server.baseUrl, event.id);
    await call('PUT', `events/${event.id}/status`, { status: 'LIVE' });
    await call('PUT', `organizers/${organizer.id}/status`, { status: 'LIVE' });

    // The organizer chooses "With a password": the form asks for one before it saves.
    const { page: manage } = seller;
    await manage.goto(`${server.baseUrl}/manage/event/${event.id}/settings#seo`);
    const seo = manage.locator('#seo');
    await seo.getByText('With a password').click();
    await seo.getByRole('button', { name: 'Save' }).click();
    await seo.getByText('Set a password for the page, or make it visible to everyone.').waitFor();
    await seo.getByLabel(/^Page password/).fill('candlelight');
    await seo.getByRole('button', { name: 'Save' }).click();
    await toast(manage, 'Search settings saved.');
    // Once set, the field offers to change it and the password never comes back.
    await seo.getByLabel(/^New page password/).waitFor();
    expect(await seo.getByLabel(/^New page password/).inputValue()).toBe('');

    // A visitor: the title and the password form, nothing else of the event.
    const { page } = await openPage(context, browser);
    await page.goto(`${server.baseUrl}/event/${event.id}/secret-supper`);
    const form = page.getByTestId('page-unlock-form');
    await form.getByRole('heading', { name: 'Secret Supper', level: 1 }).waitFor();
    expect(await page.getByText('General admission').count()).toBe(0);

    await form.getByLabel('Password', { exact: true }).fill('candle');
    await form.getByRole('button', { name: 'Open the page' }).click();
    await form.getByText('This password is not correct.').waitFor();

    await form.getByLabel('Password', { exact: true }).fill('candlelight');
    await form.getByRole('button', { name: 'Open the page' }).click();
    await page.getByText('General admission').waitFor();
    await page.getByRole('heading', { name: 'Secret Supper', level: 1 }).waitFor();
    expect(await page.getByTestId('page-unlock-form').count()).toBe(0);

    // This browser keeps the page open; a new visitor still gets the form.
    await page.reload();
    await page.getByText('General admission').waitFor();
    const { page: other } = await openPage(context, browser);
    await other.goto(`${server.baseUrl}/event/${event.id}/secret-supper`);
    await other.getByTestId('page-unlock-form').waitFor();
  });
});
