import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { runDomainEventConsumer } from '../domain-events/domain-events.service';
import { recordRefundRequested, settleRefund } from '../orders/order-payments';
import { ledgerConsumer } from './ledger-consumer';

/**
 * Issue 27 point 6 over real HTTP: for random order histories (placed, paid later, partly refunded, cancelled), the
 * revenue report's net (gross − cancellations − refunds) and its taxes and fees equal what the orders keep by the
 * dashboards' money function, cent for cent. The arithmetic itself is checked over many more histories in
 * packages/core/src/domain/sales-ledger.test.ts.
 */

let server: TestServer;
let admin: HttpClient;
let accountId: string;

beforeAll(async () => {
  server = await startTestServer();
  const registered = await registerAccount(server.baseUrl);
  admin = registered.http;
  accountId = registered.user.account_id;
});

afterAll(async () => {
  await server?.close();
});

const history = fc.array(
  fc.record({
    quantities: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 2 }),
    offline: fc.boolean(),
    markPaid: fc.boolean(),
    refundThousandths: fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 2 }),
    cancel: fc.boolean(),
  }),
  { minLength: 1, maxLength: 5 },
);

describe('reports reconcile with the orders', () => {
  it('for random order histories, the revenue report equals what the orders keep', async () => {
    const vat = await admin.post(`/api/accounts/${accountId}/taxes-and-fees`, {
      name: 'VAT',
      type: 'TAX',
      calculation: 'PERCENTAGE',
      rate: 19,
    });
    const fee = await admin.post(`/api/accounts/${accountId}/taxes-and-fees`, {
      name: 'Booking',
      type: 'FEE',
      calculation: 'PERCENTAGE',
      rate: 3.5,
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(history, async (orders) => {
        run += 1;
        const organizer = await createOrganizer(admin, { currency: 'EUR', timezone: 'Europe/Berlin' });
        const event = await createEvent(admin, { organizerId: organizer.id, overrides: { timezone: 'Europe/Berlin' } });
        const ticket = await createProduct(admin, event.id, {
          title: 'Ticket',
          tax_and_fee_ids: [vat.body.data.id, fee.body.data.id],
          prices: [{ price: 3333 }],
        });
        const merch = await createProduct(admin, event.id, {
          title: 'Merch',
          product_type: 'GENERAL',
          tax_and_fee_ids: [vat.body.data.id],
          prices: [{ price: 1999 }],
        });
        const db = server.services.database;
        const deps = { queue: server.services.queue };
        for (const [index, plan] of orders.entries()) {
          const lines = [
            { productPriceId: ticket.prices[0].id as string, quantity: plan.quantities[0]! },
            { productPriceId: merch.prices[0].id as string, quantity: plan.quantities[1]! },
          ].filter((line) => line.quantity > 0);
          if (lines.length === 0) continue;
          const { order } = await seedOrder(db, {
            eventId: event.id,
            status: plan.offline ? 'AWAITING_OFFLINE_PAYMENT' : 'COMPLETED',
            paymentStatus: plan.offline ? 'AWAITING_OFFLINE_PAYMENT' : 'PAYMENT_RECEIVED',
            paymentProvider: plan.offline ? 'OFFLINE' : 'STRIPE',
            lines,
          });
          if (plan.offline && plan.markPaid) {
            const paid = await admin.post(`/api/events/${event.id}/orders/${order.id}/mark-as-paid`, {});
            expect(paid.status, JSON.stringify(paid.body)).toBe(200);
          }
          let refunded = 0;
          for (const [refundIndex, part] of plan.refundThousandths.entries()) {
            if (plan.offline) break;
            const amount = Math.floor(((Number(order.totalGross) - refunded) * part) / 1000);
            if (amount <= 0) continue;
            const refundId = `re_${run}_${index}_${refundIndex}`;
            await db.db.transaction(async (tx) => {
              await recordRefundRequested(tx, {
                orderId: order.id,
                providerRefundId: refundId,
                amount,
                currency: 'EUR',
              });
              await settleRefund(deps, tx, { orderId: order.id, providerRefundId: refundId, outcome: 'SUCCEEDED' });
            });
            refunded += amount;
          }
          if (plan.cancel) {
            const cancelled = await admin.post(`/api/events/${event.id}/orders/${order.id}/cancel`, {
              notify_buyer: false,
            });
            expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
          }
        }
        await runDomainEventConsumer(
          {
            config: server.services.config,
            database: db,
            mailer: server.services.mailer,
            queue: server.services.queue,
            storage: server.services.storage,
          },
          ledgerConsumer,
        );
        const stats = (await admin.get(`/api/events/${event.id}/stats`)).body.data.totals;
        const report = await admin.get(`/api/organizers/${organizer.id}/reports/revenue_summary`);
        expect(report.status, JSON.stringify(report.body)).toBe(200);
        const row = report.body.data[0] ?? { net: 0, tax: 0, fee: 0, orders: 0 };
        expect({ net: row.net, tax: row.tax, fee: row.fee, orders: row.orders }).toEqual({
          net: stats.total_gross_sales - stats.total_refunded,
          tax: stats.total_tax,
          fee: stats.total_fees,
          orders: stats.total_orders,
        });
      }),
      { numRuns: 8 },
    );
  });
});
