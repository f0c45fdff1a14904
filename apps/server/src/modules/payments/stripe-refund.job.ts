import { z } from 'zod';
import type { JobDefinition } from '../../jobs/job-queue';
import type { JobContext } from '../../services';
import { findOrder } from '../orders/orders.repository';
import { findPaymentOfOrder } from './payments.repository';
import { applyRefundUpdate } from './stripe.service';
import { stripeClient } from './stripe.client';

const ZStripeRefundJob = z.object({ order_id: z.uuid() });

/**
 * Refunds in full a Stripe payment that arrived after its reservation ended (docs/decisions/048). Queued in
 * the transaction that cancelled the order, so the network call happens after the commit and is retried by
 * the queue; the idempotency key makes a retry after a lost answer the same refund, never a second one.
 */
export const stripeRefundJob: JobDefinition<z.infer<typeof ZStripeRefundJob>, JobContext> = {
  name: 'payments.stripe-refund',
  schema: ZStripeRefundJob,
  retryLimit: 8,
  retryDelaySeconds: 30,
  async handle(job, { config, database, logger, queue }) {
    const stripe = stripeClient(config);
    if (!stripe) throw new Error('Stripe is not configured: the refund waits for its keys');
    const order = await findOrder(database.db, job.order_id);
    const payment = await findPaymentOfOrder(database.db, job.order_id);
    if (!order || !payment) return;
    const amount = Number(order.totalGross) - Number(order.totalRefunded);
    if (amount <= 0) return;
    const refund = await stripe.refunds.create(
      {
        payment_intent: payment.paymentIntentId,
        amount,
        metadata: { order_id: order.id, order_short_id: order.shortId, reason: 'paid_after_reservation_ended' },
      },
      { idempotencyKey: `marquee-order-${order.id}-expired-refund` },
    );
    await database.db.transaction((tx) => applyRefundUpdate({ queue }, tx, refund));
    logger.info({ orderId: order.id, refundId: refund.id, status: refund.status }, 'Stripe refund requested');
  },
};
