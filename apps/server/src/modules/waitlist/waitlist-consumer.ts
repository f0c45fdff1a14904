import type { TDomainEventConsumer } from '../domain-events/domain-events.service';
import { completeOffers } from './waitlist-offers';
import { queueWaitlistProcessing } from './waitlist.jobs';

/**
 * The waiting list follows the orders (issue 31): an offer's held order that is bought completes its entry, and
 * every change that may free stock (a cancellation, a refund releasing tickets, a product's stock raised) asks for
 * the event's automatic offers.
 */
export const waitlistConsumer: TDomainEventConsumer = {
  name: 'waitlist.follow-orders',
  types: [
    'order.created',
    'order.completed',
    'order.cancelled',
    'order.refunded',
    'attendee.cancelled',
    'product.updated',
    'product.created',
  ],
  async handle(event, tx, context) {
    if ((event.type === 'order.created' || event.type === 'order.completed') && event.order_id) {
      await completeOffers(context, tx, [event.order_id]);
      return;
    }
    if (event.event_id)
      await queueWaitlistProcessing(context, { eventId: event.event_id, executor: tx, onlyIfWaiting: tx });
  },
};
