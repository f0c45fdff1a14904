import type { TAccount, TMessage, TMessageRecipient } from '@marquee/core';
import { buildUser } from './fake-api';

export const eventId = '33333333-3333-4333-8333-333333333333';
export const messagesPath = `/api/events/${eventId}/messages`;
export const eventPath = `/api/events/${eventId}`;
export const categoriesPath = `/api/events/${eventId}/product-categories`;
export const user = buildUser();
export const accountPath = `/api/accounts/${user.account_id}`;
export const standingId = '44444444-4444-4444-8444-444444444444';
export const seatedId = '55555555-5555-4555-8555-555555555555';
export const shirtId = '66666666-6666-4666-8666-666666666666';

/** The catalogue answer: two tickets and a T-shirt. */
export function catalogue() {
  return {
    data: [
      {
        id: '77777777-7777-4777-8777-777777777777',
        name: 'Tickets',
        products: [
          { id: standingId, title: 'Standing', product_type: 'TICKET' },
          { id: seatedId, title: 'Seated', product_type: 'TICKET' },
          { id: shirtId, title: 'T-shirt', product_type: 'GENERAL' },
        ],
      },
    ],
  };
}

export function buildAccount(overrides: Partial<TAccount> = {}): TAccount {
  return {
    id: user.account_id,
    short_id: 'acc_1',
    name: 'Analytical Engines',
    email: user.email,
    currency_code: 'EUR',
    timezone: 'Europe/London',
    is_verified: true,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

let counter = 0;

/** A message id that differs per call: 00000000-0000-4000-8000-0000000000NN. */
export function messageId(index: number): string {
  return `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
}

export function buildMessage(overrides: Partial<TMessage> = {}): TMessage {
  counter += 1;
  return {
    id: messageId(900 + counter),
    event_id: eventId,
    subject: 'Doors open at 7',
    message: '<p>See you <strong>tonight</strong>.</p>',
    message_type: 'ALL_ATTENDEES',
    attendee_ids: [],
    product_ids: [],
    order_id: null,
    order_short_id: null,
    order_statuses: ['COMPLETED'],
    is_test: false,
    send_copy_to_current_user: false,
    status: 'SENT',
    scheduled_at: null,
    sent_at: '2030-05-01T10:00:00.000Z',
    recipient_count: 14,
    sent_count: 12,
    failed_count: 2,
    failure_reason: null,
    sent_by: { id: user.id, first_name: 'Ada', last_name: 'Lovelace', email: user.email },
    created_at: '2030-05-01T09:59:00.000Z',
    updated_at: '2030-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildRecipient(overrides: Partial<TMessageRecipient> = {}): TMessageRecipient {
  counter += 1;
  return {
    id: messageId(5000 + counter),
    message_id: messageId(1),
    email: 'grace@example.com',
    name: 'Grace Hopper',
    attendee_id: null,
    order_id: null,
    status: 'SENT',
    error: null,
    sent_at: '2030-05-01T10:00:05.000Z',
    created_at: '2030-05-01T10:00:00.000Z',
    ...overrides,
  };
}
