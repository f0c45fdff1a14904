import { orderNoticeConsumer } from '../orders/order-event-consumers';
import { ledgerConsumer } from '../reports/ledger-consumer';
import { webhookConsumer } from '../webhooks/webhook-consumer';
import { waitlistConsumer } from '../waitlist/waitlist-consumer';
import type { TDomainEventConsumer } from './domain-events.service';

/**
 * Every consumer the dispatch job runs, in this order: what people wait for (the notice, webhooks) before the sales
 * ledger, which reports read and which may lag a rush by a few seconds.
 */
export const DOMAIN_EVENT_CONSUMERS: TDomainEventConsumer[] = [
  orderNoticeConsumer,
  webhookConsumer,
  waitlistConsumer,
  ledgerConsumer,
];
