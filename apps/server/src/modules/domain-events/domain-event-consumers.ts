import { orderNoticeConsumer } from '../orders/order-event-consumers';
import { webhookConsumer } from '../webhooks/webhook-consumer';
import type { TDomainEventConsumer } from './domain-events.service';

/** Every consumer the dispatch job runs, in this order. Webhooks and reports add theirs here. */
export const DOMAIN_EVENT_CONSUMERS: TDomainEventConsumer[] = [orderNoticeConsumer, webhookConsumer];
