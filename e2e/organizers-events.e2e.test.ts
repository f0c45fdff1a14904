import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import {
  apiCall,
  confirmEmailThroughLink,
  createEventViaApi,
  createFreeTicketViaApi,
  createOrganizerViaApi,
  pngOfSize,
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

type TEventDto = {
  id: string;
  title: string;
  status: string;
  start_date: string;
  end_date: string | null;
  timezone: string;
  images: { type: string; url: string }[];
};

const coverInput = (page: Page) => page.locator('input[type="file"][aria-label="Cover image"]');
const statusPill = (page: Page, status: string) =>
  page.getByRole('button', { name: `Event status: ${status}. Change status` });

async function changeStatus(page: Page, from: string, option: string, confirmLabel = option) {
  await statusPill(page, from).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${option}`) }).click();
  const dialog = page.getByRole('dialog', { name: `${option}?` });
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('organizers and events', () => {
  it('creates an organizer and a first event through the welcome flow, then uploads a cover', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Olga', email: uniqueEmail('olga') });

    await page.goto(`${server.baseUrl}/manage/events`);
    await page.waitForURL((url) => url.pathname === '/welcome');
    await page.getByRole('button', { name: "I'll do it later" }).click();
    await page.getByRole('heading', { name: 'Create your organizer' }).waitFor();
    await page.getByLabel(/^Organizer name/).fill('Olga Live');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Create your first event' }).waitFor();
    expect(await page.getByLabel(/^Event name/).inputValue()).toBe("Olga Live's first event");
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.getByText('Choose what kind of event it is.').waitFor();
    await page.getByRole('radio', { name: 'Music' }).click();
    await page.getByLabel(/^Event name/).fill('Harbour Jazz Night');
    await page.getByLabel(/^Starts/).fill('2031-07-10T20:00');
    await page.getByLabel(/^Ends/).fill('2031-07-10T23:30');
    await page.getByRole('button', { name: 'Create event' }).click();

    await page.waitForURL((url) => url.pathname.endsWith('/getting-started'));
    await page.getByRole('heading', { name: 'Getting started' }).waitFor();
    await page.getByText('Your event is created').waitFor();
    expect(new URL(page.url()).search).toBe('');
    const eventId = new URL(page.url()).pathname.split('/')[3]!;
    // The wall clock typed in the organizer's zone (Berlin, summer time) reaches the API as UTC.
    const created = await apiCall<TEventDto>(browserContext, server.baseUrl, 'GET', `events/${eventId}`);
    expect(created).toMatchObject({
      title: 'Harbour Jazz Night',
      status: 'DRAFT',
      timezone: 'Europe/Berlin',
      start_date: '2031-07-10T18:00:00.000Z',
      end_date: '2031-07-10T21:30:00.000Z',
    });
    expect(await page.getByTestId('checklist-cover').getAttribute('data-done')).toBe('false');

    // The "customize the page" step leads to the homepage designer, where the cover is uploaded (reference §6).
    await page.getByRole('link', { name: 'Customize the page' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/homepage-designer'));
    // Checked in the browser before anything is sent.
    await coverInput(page).setInputFiles({
      name: 'tiny.png',
      mimeType: 'image/png',
      buffer: await pngOfSize(300, 100),
    });
    await page.getByText('This image is 300×100 pixels; use at least 600×50.').waitFor();
    await coverInput(page).setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: await pngOfSize(1200, 450),
    });
    await toast(page, 'Cover uploaded.');
    await page.getByRole('img', { name: 'Cover image' }).waitFor();

    const withCover = await apiCall<TEventDto>(browserContext, server.baseUrl, 'GET', `events/${eventId}`);
    const cover = withCover.images.find((image) => image.type === 'EVENT_COVER');
    expect(cover).toBeDefined();
    const file = await browserContext.request.get(cover!.url);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/webp');

    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('heading', { name: 'Harbour Jazz Night', level: 1 }).waitFor();
    expect(await page.getByTestId('event-cover').getAttribute('data-has-cover')).toBe('true');
    await page.getByRole('link', { name: 'Getting started' }).click();
    await page.getByTestId('checklist-cover').and(page.locator('[data-done="true"]')).waitFor();
  });

  it('saves each settings section and keeps the values after a reload', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Sam', email: uniqueEmail('sam') });
    const organizer = await createOrganizerViaApi(browserContext, server.baseUrl);
    const event = await createEventViaApi(browserContext, server.baseUrl, {
      organizerId: organizer.id,
      title: 'Settings night',
    });

    await page.goto(`${server.baseUrl}/manage/event/${event.id}/settings`);
    const details = page.locator('#details');
    // The rich-text editor: a paragraph with bold text, then a second one.
    const description = details.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.type('Doors at ');
    await details.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('7');
    await details.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Bring a friend.');
    await details.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Event details saved.');

    const location = page.locator('#location');
    await location.getByLabel('Venue name').fill('The Blue Room');
    await location.getByLabel('City').fill('Hamburg');
    await location.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Location saved.');

    const checkout = page.locator('#checkout');
    await checkout.getByLabel(/^Time to complete an order/).fill('30');
    await checkout.getByLabel('Message before checkout').fill('Please bring ID.');
    await checkout.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Checkout settings saved.');

    const payment = page.locator('#payment');
    await payment.getByRole('checkbox', { name: 'Offline payment' }).check();
    await payment.getByRole('button', { name: 'Save' }).click();
    await payment.getByText('Tell buyers how to pay when offline payment is on.').waitFor();
    await payment.getByLabel(/^Offline payment instructions/).fill('Transfer to DE00 1234, reference = order number.');
    await payment.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Payment settings saved.');

    const invoicing = page.locator('#invoicing');
    await invoicing.getByRole('switch', { name: /Issue invoices for orders/ }).check();
    await invoicing.getByLabel(/^Issuer address/).waitFor();
    await invoicing.getByRole('button', { name: 'Save' }).click();
    await invoicing.getByText('Invoices need the address of who issues them.').waitFor();
    await invoicing.getByLabel(/^Issuer address/).fill('Reeperbahn 1, 20359 Hamburg');
    await invoicing.getByLabel('Number prefix').fill('HH-');
    await invoicing.getByText('The first invoice is numbered HH-1.').waitFor();
    await invoicing.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Invoice settings saved.');

    const seo = page.locator('#seo');
    await seo.getByLabel('Page title').fill('Settings night in Hamburg');
    await seo.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Search settings saved.');

    const misc = page.locator('#misc');
    await misc.getByRole('switch', { name: 'Show share buttons on the event page' }).uncheck();
    await misc.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Settings saved.');

    await page.reload();
    await description.locator('strong', { hasText: '7' }).waitFor();
    expect(await description.innerHTML()).toContain('<p>Doors at <strong>7</strong>.</p><p>Bring a friend.</p>');
    expect(await location.getByLabel('Venue name').inputValue()).toBe('The Blue Room');
    expect(await location.getByLabel('City').inputValue()).toBe('Hamburg');
    expect(await checkout.getByLabel(/^Time to complete an order/).inputValue()).toBe('30 min');
    expect(await checkout.getByLabel('Message before checkout').inputValue()).toBe('Please bring ID.');
    expect(await payment.getByRole('checkbox', { name: 'Offline payment' }).isChecked()).toBe(true);
    expect(await payment.getByLabel(/^Offline payment instructions/).inputValue()).toContain('DE00 1234');
    expect(await invoicing.getByLabel(/^Issuer address/).inputValue()).toBe('Reeperbahn 1, 20359 Hamburg');
    expect(await invoicing.getByLabel('Number prefix').inputValue()).toBe('HH-');
    expect(await seo.getByLabel('Page title').inputValue()).toBe('Settings night in Hamburg');
    expect(await misc.getByRole('switch', { name: 'Show share buttons on the event page' }).isChecked()).toBe(false);

    const settings = await apiCall<Record<string, unknown>>(
      browserContext,
      server.baseUrl,
      'GET',
      `events/${event.id}/settings`,
    );
    expect(settings).toMatchObject({
      order_timeout_in_minutes: 30,
      payment_providers: ['OFFLINE'],
      seo_title: 'Settings night in Hamburg',
      show_share_buttons: false,
      pre_checkout_message: '<p>Please bring ID.</p>',
    });
  });

  it('duplicates an event with only the chosen parts', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Dora', email: uniqueEmail('dora') });
    const organizer = await createOrganizerViaApi(browserContext, server.baseUrl);
    const source = await createEventViaApi(browserContext, server.baseUrl, {
      organizerId: organizer.id,
      title: 'Jazz Night',
    });
    await createFreeTicketViaApi(browserContext, server.baseUrl, source.id);
    await apiCall(browserContext, server.baseUrl, 'PATCH', `events/${source.id}/settings`, {
      order_timeout_in_minutes: 45,
    });

    await page.goto(`${server.baseUrl}/manage/event/${source.id}/dashboard`);
    await page.getByRole('heading', { name: 'Jazz Night', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Duplicate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate event' });
    expect(await dialog.getByLabel(/^Name of the copy/).inputValue()).toBe('Jazz Night (Copy)');
    await dialog.getByLabel(/^Name of the copy/).fill('Jazz Night, second date');
    await dialog.getByLabel(/^Starts/).fill('2031-09-05T20:00');
    await dialog.getByLabel(/^Ends/).fill('2031-09-05T22:00');
    await dialog.getByRole('button', { name: 'Select none' }).click();
    await dialog.getByText('What to copy (0 of 10)').waitFor();
    await dialog.getByRole('switch', { name: 'Tickets and products' }).check();
    await dialog.getByText('What to copy (1 of 10)').waitFor();
    await dialog.getByRole('button', { name: 'Duplicate' }).click();

    await toast(page, '“Jazz Night, second date” is created as a draft.');
    await page.getByRole('heading', { name: 'Jazz Night, second date', level: 1 }).waitFor();
    const copyId = new URL(page.url()).pathname.split('/')[3]!;
    expect(copyId).not.toBe(source.id);

    const categories = await apiCall<{ products: { title: string }[] }[]>(
      browserContext,
      server.baseUrl,
      'GET',
      `events/${copyId}/product-categories`,
    );
    expect(categories.flatMap((category) => category.products.map((product) => product.title))).toEqual([
      'General admission',
    ]);
    const settings = await apiCall<{ order_timeout_in_minutes: number }>(
      browserContext,
      server.baseUrl,
      'GET',
      `events/${copyId}/settings`,
    );
    // Settings were not chosen: the copy starts from the defaults instead of the source's 45 minutes.
    expect(settings.order_timeout_in_minutes).toBe(15);
    const copy = await apiCall<TEventDto>(browserContext, server.baseUrl, 'GET', `events/${copyId}`);
    expect(copy).toMatchObject({ status: 'DRAFT', start_date: '2031-09-05T18:00:00.000Z' });

    await page.getByRole('link', { name: 'Getting started' }).click();
    await page.getByTestId('checklist-products').and(page.locator('[data-done="true"]')).waitFor();
  });

  it('moves an event through its statuses, explaining why it cannot go live yet', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    const email = uniqueEmail('stella');
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Stella', email });
    await confirmEmailThroughLink(page, sink, server.baseUrl, email);
    const organizer = await createOrganizerViaApi(browserContext, server.baseUrl);
    const event = await createEventViaApi(browserContext, server.baseUrl, {
      organizerId: organizer.id,
      title: 'Status night',
    });

    await page.goto(`${server.baseUrl}/manage/event/${event.id}/dashboard`);
    await changeStatus(page, 'Draft', 'Publish');
    const refusal = page.getByRole('dialog', { name: "This event can't go live yet" });
    await refusal.getByText('Add at least one ticket or product before going live.').waitFor();
    expect(await refusal.getByRole('link', { name: 'Add tickets' }).getAttribute('href')).toBe(
      `/manage/event/${event.id}/products`,
    );
    await refusal.getByRole('button', { name: 'OK' }).click();
    await statusPill(page, 'Draft').waitFor();

    await createFreeTicketViaApi(browserContext, server.baseUrl, event.id);
    await changeStatus(page, 'Draft', 'Publish');
    const celebration = page.getByRole('dialog', { name: "You're live!" });
    await celebration.getByText('“Status night” is on sale.', { exact: false }).waitFor();
    // It offers the widget too (reference-screens §1): a link to its configurator.
    expect(
      await celebration.getByRole('link', { name: 'Sell on your own website with the widget' }).getAttribute('href'),
    ).toBe(`/manage/event/${event.id}/widget`);
    await celebration.getByRole('button', { name: 'Done' }).click();
    await statusPill(page, 'Live').waitFor();

    await changeStatus(page, 'Live', 'Pause sales');
    await toast(page, 'Sales of “Status night” are paused.');
    await changeStatus(page, 'Paused', 'Resume sales');
    await toast(page, '“Status night” is live.');
    await changeStatus(page, 'Live', 'Unpublish');
    await toast(page, '“Status night” is unpublished.');
    await changeStatus(page, 'Draft', 'Archive', 'Archive event');
    await toast(page, '“Status night” is archived.');
    await statusPill(page, 'Archived').waitFor();
    await changeStatus(page, 'Archived', 'Restore as draft');
    await toast(page, '“Status night” is restored as a draft.');
    await statusPill(page, 'Draft').waitFor();

    const final = await apiCall<TEventDto>(browserContext, server.baseUrl, 'GET', `events/${event.id}`);
    expect(final.status).toBe('DRAFT');
  });

  it('lists the events of several organizers, searches them and archives one from its card', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Lena', email: uniqueEmail('lena') });
    const first = await createOrganizerViaApi(browserContext, server.baseUrl, 'Blue Note Nights');
    const second = await createOrganizerViaApi(browserContext, server.baseUrl, 'Harbour Festival');
    await createEventViaApi(browserContext, server.baseUrl, {
      organizerId: first.id,
      title: 'Late jazz',
      daysAhead: 3,
    });
    await createEventViaApi(browserContext, server.baseUrl, {
      organizerId: second.id,
      title: 'Sea shanties',
      daysAhead: 5,
    });

    await page.goto(`${server.baseUrl}/manage/events`);
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Late jazz' }).waitFor();
    expect(await page.getByTestId('event-card').count()).toBe(2);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('shant');
    await page.waitForURL((url) => url.searchParams.get('query') === 'shant');
    await page.getByRole('link', { name: 'Late jazz' }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('event-card').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('');
    await page.getByRole('link', { name: 'Late jazz' }).waitFor();

    await page.getByRole('button', { name: 'Actions for Late jazz' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await page
      .getByRole('dialog', { name: 'Archive “Late jazz”?' })
      .getByRole('button', { name: 'Archive event' })
      .click();
    await toast(page, '“Late jazz” is archived.');
    await page.getByRole('link', { name: 'Late jazz' }).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Archived' }).click();
    await page.waitForURL((url) => url.pathname === '/manage/events/archived');
    await page.getByRole('link', { name: 'Late jazz' }).waitFor();

    // Events made through the API are drafts: the Drafts tab holds the one still not archived.
    await page.getByRole('tab', { name: 'Drafts' }).click();
    await page.waitForURL((url) => url.pathname === '/manage/events/draft');
    await page.getByRole('link', { name: 'Sea shanties' }).waitFor();
    expect(await page.getByRole('link', { name: 'Late jazz' }).count()).toBe(0);

    // The organizer's own area lists only its events.
    await page.goto(`${server.baseUrl}/manage/organizer/${second.id}/events`);
    await page.getByRole('link', { name: 'Sea shanties' }).waitFor();
    expect(await page.getByRole('link', { name: 'Late jazz' }).count()).toBe(0);
  });

  it('keeps organizer settings, folding extra social networks away unless one is filled', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Omar', email: uniqueEmail('omar') });
    const organizer = await createOrganizerViaApi(browserContext, server.baseUrl, 'Omar Presents');

    await page.goto(`${server.baseUrl}/manage/organizer/${organizer.id}/settings`);
    const details = page.locator('#details');
    await details.getByLabel(/^Name/).fill('Omar Presents Live');
    await details.getByLabel('Page address').fill('omar-live');
    await details.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Organizer details saved.');

    const social = page.locator('#social');
    await social.getByLabel('Instagram').fill('@omarlive');
    expect(await social.getByLabel('Discord').isVisible()).toBe(false);
    await social.getByRole('button', { name: /more networks/ }).click();
    await social.getByLabel('Discord').fill('https://discord.gg/omar');
    await social.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Social links saved.');

    await page.reload();
    await social.getByLabel('Instagram').waitFor();
    expect(await social.getByLabel('Instagram').inputValue()).toBe('@omarlive');
    expect(await social.getByLabel('Discord').isVisible()).toBe(true);
    expect(await social.getByLabel('Discord').inputValue()).toBe('https://discord.gg/omar');
    expect(await details.getByLabel('Page address').inputValue()).toBe('omar-live');
    await page.getByRole('navigation', { name: 'Organizer navigation' }).waitFor();
    expect(await page.getByText('Omar Presents Live').first().isVisible()).toBe(true);

    // Publishing needs a confirmed email: the pill offers to resend it instead.
    await page.getByRole('button', { name: 'Organizer status: Draft. Change status' }).click();
    await page.getByRole('menuitem', { name: /^Publish/ }).click();
    await page.getByRole('dialog', { name: 'Confirm your email first' }).waitFor();
  });

  it('creates, edits and deletes taxes and fees', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    const user = await registerViaApi(browserContext, server.baseUrl, {
      firstName: 'Tara',
      email: uniqueEmail('tara'),
    });

    await page.goto(`${server.baseUrl}/account/taxes-and-fees`);
    await page.getByText('No taxes or fees yet').waitFor();
    await page.getByRole('button', { name: 'Add tax or fee' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Add a tax or fee' });
    await dialog.getByLabel(/^Name/).fill('VAT');
    await dialog.getByLabel(/^Rate/).fill('19');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'VAT added.');

    await page.getByRole('button', { name: 'Add tax or fee' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Add a tax or fee' });
    await dialog.getByText('Fee', { exact: true }).click();
    await dialog.getByText('Fixed amount', { exact: true }).click();
    await dialog.getByLabel(/^Name/).fill('Booking fee');
    await dialog.getByLabel(/^Amount/).fill('1.50');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, 'Booking fee added.');
    expect(await page.getByTestId('tax-card').count()).toBe(2);

    await page.getByRole('button', { name: 'Actions for VAT' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit tax or fee' });
    expect(await dialog.getByLabel(/^Rate/).inputValue()).toBe('19 %');
    await dialog.getByLabel(/^Rate/).fill('20');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'VAT saved.');
    await page.getByTestId('tax-card').filter({ hasText: 'VAT' }).getByText('20 %').waitFor();

    await page.getByRole('button', { name: 'Actions for Booking fee' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Booking fee?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Booking fee deleted.');

    await page.reload();
    await page.getByTestId('tax-card').filter({ hasText: 'VAT' }).getByText('20 %').waitFor();
    expect(await page.getByTestId('tax-card').count()).toBe(1);
    const taxes = await apiCall<{ name: string; rate: number }[]>(
      browserContext,
      server.baseUrl,
      'GET',
      `accounts/${user.account_id}/taxes-and-fees`,
    );
    expect(taxes).toEqual([expect.objectContaining({ name: 'VAT', rate: 20, calculation: 'PERCENTAGE' })]);
  });
});
