import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrder } from '../apps/server/src/test-support/orders';
import { launchBrowser, openPage } from './support/browser';
import { apiCall, createEventViaApi, createOrganizerViaApi } from './support/events';
import { registerViaApi, uniqueEmail } from './support/identity';
import { startTestServer } from './support/server';
import { createTicketViaApi } from './support/orders';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

let server: TServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

describe('sales dashboards', () => {
  it('shows zeros, then the figures of orders written through the orders domain, on the event and organizer dashboards', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    const user = await registerViaApi(browserContext, server.baseUrl, { firstName: 'Sam', email: uniqueEmail('sam') });
    const organizer = await createOrganizerViaApi(browserContext, server.baseUrl, 'Harbour Sounds');
    const event = await createEventViaApi(browserContext, server.baseUrl, {
      organizerId: organizer.id,
      title: 'Dock concert',
    });
    const vat = await apiCall<{ id: string }>(
      browserContext,
      server.baseUrl,
      'POST',
      `accounts/${user.account_id}/taxes-and-fees`,
      { name: 'VAT', type: 'TAX', calculation: 'PERCENTAGE', rate: 21 },
    );
    const fee = await apiCall<{ id: string }>(
      browserContext,
      server.baseUrl,
      'POST',
      `accounts/${user.account_id}/taxes-and-fees`,
      { name: 'Service', type: 'FEE', calculation: 'FIXED', amount: 100, currency: 'EUR' },
    );
    const ticket = await createTicketViaApi(browserContext, server.baseUrl, event.id, {
      title: 'Standing',
      type: 'PAID',
      prices: [{ price: 2500, initial_quantity_available: 100 }],
      tax_and_fee_ids: [vat.id, fee.id],
    });

    const card = (key: string) => page.getByTestId(`stat-${key}`).getByTestId('stat-value');
    await page.goto(`${server.baseUrl}/manage/event/${event.id}/dashboard`);
    await page.getByTestId('no-sales').getByText('No sales yet').waitFor();
    expect(await card('gross').textContent()).toBe('€0.00');
    expect(await card('orders').textContent()).toBe('0');

    // One unit: 25.00 + 1.00 fee + 21 % VAT on 26.00 (5.46) = 31.46. Two orders: 2 units and 1 unit.
    const priceId = ticket.prices[0]!.id;
    await seedOrder(server.services.database, {
      eventId: event.id,
      lines: [{ productPriceId: priceId, quantity: 2 }],
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      createdAt: new Date(Date.now() - 3_600_000),
    });
    await seedOrder(server.services.database, {
      eventId: event.id,
      lines: [{ productPriceId: priceId, quantity: 1 }],
      buyer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
    });

    await page.reload();
    await page.getByTestId('stat-gross').getByText('€94.38').waitFor();
    // Net revenue is gross − taxes − refunds (decision 121): 94.38 − 16.38 − 0.
    expect(await card('net').textContent()).toBe('€78.00');
    expect(await page.getByTestId('net-check').textContent()).toBe(
      'Gross sales €94.38 − taxes €16.38 − refunds €0.00 = net revenue €78.00',
    );
    expect(await card('tax').textContent()).toBe('€16.38');
    expect(await card('fees').textContent()).toBe('€3.00');
    expect(await card('orders').textContent()).toBe('2');
    expect(await card('tickets').textContent()).toBe('3');
    expect(await card('attendees').textContent()).toBe('3');
    expect(await page.getByTestId('no-sales').count()).toBe(0);
    await page.getByTestId('event-sales').getByText('7 days', { exact: true }).click();
    await page.getByText(/Daily sales over 7 days/).waitFor();

    await page.goto(`${server.baseUrl}/manage/organizer/${organizer.id}/dashboard`);
    await page.getByTestId('organizer-sales').getByTestId('stat-gross').getByText('€94.38').waitFor();
    expect(await card('orders').textContent()).toBe('2');
    expect(await card('attendees').textContent()).toBe('3');
    // Its chart of daily sales over the chosen period (the ledger's daily sales report).
    const organizerSales = page.getByTestId('organizer-sales');
    await organizerSales.getByText(/Daily sales in EUR/).waitFor();
    await organizerSales.locator('.recharts-surface').first().waitFor();
    await organizerSales.getByText('90 days', { exact: true }).click();
    await organizerSales.locator('.recharts-surface').first().waitFor();

    // The latest orders across the organizer's events, newest first, each opening the event's orders.
    const recent = page.getByTestId('recent-order');
    await recent.first().waitFor();
    expect(await recent.count()).toBe(2);
    expect(await recent.nth(0).textContent()).toContain('Grace Hopper');
    expect(await recent.nth(0).textContent()).toContain('€31.46');
    expect(await recent.nth(0).textContent()).toContain('completed');
    expect(await recent.nth(1).textContent()).toContain('Ada Lovelace');
    await recent.nth(1).click();
    await page.waitForURL((url) => url.pathname === `/manage/event/${event.id}/orders`);
  });
});
