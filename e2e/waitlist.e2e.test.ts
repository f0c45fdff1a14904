import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrder } from '../apps/server/src/test-support/orders';
import { launchBrowser, openPage, PHONE } from './support/browser';
import { apiCall, createEventViaApi, createOrganizerViaApi } from './support/events';
import {
  emailTo,
  linkPath,
  registerViaApi,
  smtpEnv,
  startSmtpSink,
  toast,
  uniqueEmail,
  type SmtpSink,
} from './support/identity';
import { createTicketViaApi } from './support/orders';
import { startTestServer } from './support/server';

/**
 * Issue 31's journey: a ticket sells out, a visitor joins the waiting list for two, the organizer cancels an order,
 * the visitor opens the offer from the email and buys the two held tickets; another offer lapses and passes on.
 */

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

const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.services.database.query<T>(text, values);

describe('the waiting list', () => {
  it('takes a visitor from a sold-out page to two held tickets bought, and passes a lapsed offer to the next', async (context) => {
    // The organizer: a free ticket of 3, all sold (one order of 2, one of 1).
    const organizer = await openPage(context, browser, { acceptDownloads: true });
    await registerViaApi(organizer.browserContext, server.baseUrl, { firstName: 'Olga', email: uniqueEmail('olga') });
    const organizerId = (await createOrganizerViaApi(organizer.browserContext, server.baseUrl)).id;
    const event = await createEventViaApi(organizer.browserContext, server.baseUrl, {
      organizerId,
      title: 'Harbour Jazz Night',
    });
    const ticket = await createTicketViaApi(organizer.browserContext, server.baseUrl, event.id, {
      title: 'Front row',
      type: 'FREE',
      max_per_order: 4,
      prices: [{ price: 0, initial_quantity_available: 3 }],
    });
    await apiCall(organizer.browserContext, server.baseUrl, 'PATCH', `events/${event.id}/settings`, {
      attendee_details_collection_method: 'PER_ORDER',
      waitlist_show_count: true,
    });
    await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
    const priceId = ticket.prices[0]!.id;
    const sale = (quantity: number, name: string) =>
      seedOrder(server.services.database, {
        eventId: event.id,
        lines: [{ productPriceId: priceId, quantity }],
        buyer: { firstName: name, lastName: 'Early', email: uniqueEmail(name) },
      });
    const pair = await sale(2, 'pam');
    const single = await sale(1, 'sid');

    // A visitor on a phone finds it sold out and joins the waiting list for two.
    const visitorEmail = uniqueEmail('vera');
    const visitor = await openPage(context, browser, PHONE);
    await visitor.page.goto(`${server.baseUrl}/event/${event.id}/harbour-jazz-night`);
    await visitor.page.getByRole('heading', { name: 'Harbour Jazz Night', level: 1 }).waitFor();
    await visitor.page.getByText('Sold out').first().waitFor();
    await visitor.page.getByRole('button', { name: 'Join the waiting list for Front row' }).click();
    const form = visitor.page.getByRole('dialog');
    await form.getByLabel('First name').fill('Vera');
    await form.getByLabel('Last name').fill('Visitor');
    await form.getByLabel('Email').fill(visitorEmail);
    await form.getByRole('button', { name: /^One more Front row/ }).click();
    expect(await form.getByLabel('Number of tickets').inputValue()).toBe('2');
    await form.getByRole('button', { name: 'Join the waiting list' }).click();
    await visitor.page.getByText('You are number 1 in line.').waitFor();
    await emailTo(sink, visitorEmail, '/waitlist/');

    // Two more people wait for one ticket each.
    const wes = uniqueEmail('wes');
    const xia = uniqueEmail('xia');
    for (const [name, email] of [
      ['Wes', wes],
      ['Xia', xia],
    ] as const) {
      const joined = await apiCall<{ position: number }>(
        visitor.browserContext,
        server.baseUrl,
        'POST',
        `public/events/${event.id}/waitlist`,
        { product_price_id: priceId, quantity: 1, first_name: name, last_name: 'Waiting', email },
      );
      expect(joined.position).toBeGreaterThan(1);
    }

    // The organizer cancels the order of two: the freed tickets are offered to Vera by themselves.
    await organizer.page.goto(`${server.baseUrl}/manage/event/${event.id}/orders`);
    await organizer.page.getByRole('button', { name: `#${pair.order.shortId}`, exact: true }).click();
    const drawer = organizer.page.getByTestId('order-drawer');
    await drawer.getByRole('button', { name: 'Cancel order' }).click();
    await organizer.page
      .getByRole('dialog', { name: 'Cancel order' })
      .getByRole('button', { name: 'Cancel order' })
      .click();
    await toast(organizer.page, `Order #${pair.order.shortId} cancelled.`);

    const offer = await sink.waitForMessage(
      (message) => message.to.includes(visitorEmail) && message.text.includes('?claim=1'),
      20_000,
    );
    expect(offer.text).toMatch(/holding 2\s+tickets/);

    // The waiting list screen shows the offer held for her.
    await organizer.page.goto(`${server.baseUrl}/manage/event/${event.id}/waitlist`);
    const veraRow = organizer.page.getByRole('row').filter({ hasText: visitorEmail });
    await veraRow.getByTestId('waitlist-status').getByText('Offered').waitFor();

    // Vera opens the link from the email: checkout with her two held tickets and her details already in.
    await visitor.page.goto(`${server.baseUrl}${linkPath(offer, '/waitlist/')}`);
    await visitor.page.waitForURL(/\/checkout\/[^/]+\/[^/]+\/details$/);
    await visitor.page.getByTestId('order-summary').getByText('2 × Front row').waitFor();
    expect(await visitor.page.getByLabel('First name').inputValue()).toBe('Vera');
    expect(await visitor.page.getByLabel(/^Email/).inputValue()).toBe(visitorEmail);
    await visitor.page.getByRole('button', { name: 'Complete order' }).click();
    await visitor.page.waitForURL(/\/summary$/);
    await expect.poll(() => visitor.page.getByTestId('order-status').textContent()).toBe('completed');
    expect(await visitor.page.getByTestId('summary-attendee').count()).toBe(2);

    // The entry becomes Purchased when the order's completion is dispatched (a job, a moment after the sale):
    // the organizer reloads until it shows.
    await expect
      .poll(
        async () => {
          await organizer.page.reload();
          return veraRow.getByTestId('waitlist-status').textContent();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('Purchased');

    // The last sale is cancelled: Wes is offered the ticket, lets the offer lapse, and it passes to Xia.
    await apiCall(
      organizer.browserContext,
      server.baseUrl,
      'POST',
      `events/${event.id}/orders/${single.order.id}/cancel`,
      {
        notify_buyer: false,
      },
    );
    await emailTo(sink, wes, '?claim=1');
    const wesRow = organizer.page.getByRole('row').filter({ hasText: wes });
    const xiaRow = organizer.page.getByRole('row').filter({ hasText: xia });
    await organizer.page.reload();
    await wesRow.getByTestId('waitlist-status').getByText('Offered').waitFor();
    // A short hold runs out (time is moved on, not waited for).
    await sql(
      `UPDATE orders SET reserved_until = now() - interval '1 second'
       WHERE id = (SELECT order_id FROM waitlist_entries WHERE email = $1)`,
      [wes],
    );
    await sql(`UPDATE waitlist_entries SET offer_expires_at = now() - interval '1 second' WHERE email = $1`, [wes]);
    await organizer.page.reload();
    await wesRow.getByTestId('waitlist-status').getByText('Offer expired').waitFor();
    await sink.waitForMessage((message) => message.to.includes(wes) && /expired/i.test(message.subject), 15_000);
    await emailTo(sink, xia, '?claim=1');
    await organizer.page.reload();
    await xiaRow.getByTestId('waitlist-status').getByText('Offered').waitFor();
    // Vera's own page says she got her tickets.
    const entryLink = linkPath(
      sink.messages.find((message) => message.to.includes(visitorEmail) && !message.text.includes('?claim=1'))!,
      '/waitlist/',
    );
    await visitor.page.goto(`${server.baseUrl}${entryLink}`);
    await visitor.page.getByText('You got your tickets').waitFor();
  });
});
