import { queueOrganizerOrderNotice } from '../checkout/checkout.emails';
import type { TDomainEventConsumer } from '../domain-events/domain-events.service';
import { findOrder } from './orders.repository';

/**
 * The organizer's new-order notice, once per placed order (`order.created`), whatever path placed it: the free
 * checkout, an offline order, a card payment. Reads the order as it is now, so a buyer's later correction shows.
 */
export const orderNoticeConsumer: TDomainEventConsumer = {
  name: 'emails.order-notice',
  types: ['order.created'],
  async handle(event, tx, context) {
    const order = event.order_id ? await findOrder(tx, event.order_id) : null;
    if (order) await queueOrganizerOrderNotice(context, tx, { order });
  },
};
