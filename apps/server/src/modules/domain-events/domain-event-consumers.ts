import { orderNoticeConsumer } from '../orders/order-event-consumers';
import { ledgerConsumer } from '../reports/ledger-consumer';
import { webhookConsumer } from '../webhooks/webhook-consumer';
import type { TDomainEventConsumer } from './domain-events.service';

/** Every consumer the dispatch job runs, in this order. */
export const DOMAIN_EVENT_CONSUMERS: TDomainEventConsumer[] = [orderNoticeConsumer, ledgerConsumer, webhookConsumer];
