import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Db } from '../db/client';
import { hashSecret } from '../lib/secrets';
import { resolveSession } from '../modules/auth/sessions.service';
import { catalogueDemoDataset } from '../seed/catalogue.seed';
import { createHttpClient, type HttpClient } from '../test-support/http';
import { TEST_PASSWORD, registerAccount, uniqueEmail } from '../test-support/identity';
import type { TestServer } from '../test-support/test-server';

/**
 * One account's worth of real data for the fuzz suite: a new account whose administrator is signed in, filled by
 * the demo catalogue (organizer, live event with every kind of product, taxes, capacity, questions, promo codes,
 * an affiliate, a check-in list, twelve orders), plus what the demo lacks: an invited user, a message, a live
 * reservation of a buyer and a check-in. `ids` names each by the path parameter or body property it fills.
 */
export type World = { admin: HttpClient; ids: Record<string, string> };

export async function buildWorld(server: TestServer): Promise<World> {
  const { http: admin } = await registerAccount(server.baseUrl);
  const { database } = server.services;
  const sessionId = hashSecret(admin.cookies.get('marquee_session')!);
  // A confirmed account that may message its attendees, as a real organizer's is before publishing.
  await database.query(
    `UPDATE accounts SET verified_at = now(), messaging_tier = 'PREMIUM'
       WHERE id = (SELECT account_id FROM sessions WHERE id = $1)`,
    [sessionId],
  );
  const auth = await resolveSession(database.db, sessionId);
  if (!auth) throw new Error('The fuzz world needs a signed-in administrator.');
  await database.db.transaction((tx) =>
    catalogueDemoDataset.seed({
      executor: tx,
      deps: { ...server.services, database: { ...database, db: tx as unknown as Db } },
      shared: { auth },
      now: new Date(),
      logger: pino({ level: 'silent' }),
    }),
  );
  const one = async (text: string, values: unknown[]) => {
    const { rows } = await database.query<Record<string, string>>(text, values);
    if (!rows[0]) throw new Error(`The fuzz world found nothing for: ${text}`);
    return rows[0];
  };
  const accountId = auth.account.id;
  const event = await one('SELECT id, organizer_id FROM events WHERE account_id = $1', [accountId]);
  const eventId = event.id!;
  const product = await one(
    `SELECT p.id, pp.id AS price_id, p.category_id FROM products p
       JOIN product_prices pp ON pp.product_id = p.id WHERE p.event_id = $1 AND p.type = 'PAID' ORDER BY p.sort_order LIMIT 1`,
    [eventId],
  );
  const attendee = await one(
    `SELECT a.id, a.short_id, a.public_id, a.order_id, o.short_id AS order_short_id FROM attendees a
       JOIN orders o ON o.id = a.order_id WHERE a.event_id = $1 AND o.status = 'COMPLETED' LIMIT 1`,
    [eventId],
  );
  const list = await one('SELECT id, short_id FROM check_in_lists WHERE event_id = $1', [eventId]);
  const ids: Record<string, string> = {
    accountId,
    userId: auth.user.id,
    organizerId: event.organizer_id!,
    eventId,
    productId: product.id!,
    priceId: product.price_id!,
    categoryId: product.category_id!,
    taxId: (await one('SELECT id FROM taxes_and_fees WHERE account_id = $1 LIMIT 1', [accountId])).id!,
    assignmentId: (await one('SELECT id FROM capacity_assignments WHERE event_id = $1', [eventId])).id!,
    questionId: (await one('SELECT id FROM questions WHERE event_id = $1 LIMIT 1', [eventId])).id!,
    promoCodeId: (await one(`SELECT id FROM promo_codes WHERE event_id = $1 AND code = 'jazz10'`, [eventId])).id!,
    promoCode: 'jazz10',
    affiliateId: (await one('SELECT id FROM affiliates WHERE event_id = $1', [eventId])).id!,
    orderId: attendee.order_id!,
    orderShortId: attendee.order_short_id!,
    attendeeId: attendee.id!,
    attendeeShortId: attendee.short_id!,
    attendeePublicId: attendee.public_id!,
    checkInListId: list.id!,
    checkInListShortId: list.short_id!,
    // The demo has no images; a well-formed id that names none still runs the lookup.
    imageId: randomUUID(),
  };

  const invited = await admin.post('/api/users', {
    first_name: 'Ivy',
    last_name: 'Invited',
    email: uniqueEmail('invited'),
    role: 'ORGANIZER',
  });
  ids.invitedUserId = expectData(invited, 'an invitation').id;
  const message = await admin.post(`/api/events/${eventId}/messages`, {
    subject: 'Doors open at 18:30',
    message: '<p>See you tonight.</p>',
    message_type: 'ALL_ATTENDEES',
    acknowledgement: true,
  });
  ids.messageId = expectData(message, 'a message').id;
  const buyer = createHttpClient(server.baseUrl);
  const reservation = await buyer.post(`/api/public/events/${eventId}/order`, {
    products: [{ product_id: ids.productId, quantities: [{ price_id: ids.priceId, quantity: 1 }] }],
  });
  const reserved = expectData(reservation, 'a reservation');
  ids.reservationShortId = reserved.short_id;
  ids.sessionIdentifier = reserved.session_identifier;
  const checkIn = await buyer.post(`/api/public/check-in-lists/${list.short_id}/check-ins`, {
    attendees: [{ public_id: ids.attendeePublicId, action: 'check-in' }],
  });
  ids.checkInShortId = expectData(checkIn, 'a check-in')[0].short_id;
  const webhook = await admin.post(`/api/events/${eventId}/webhooks`, {
    url: 'https://receiver.invalid/hooks',
    event_types: ['order.created'],
    status: 'PAUSED',
  });
  ids.webhookId = expectData(webhook, 'a webhook').id;
  ids.deliveryId = expectData(
    await admin.post(`/api/events/${eventId}/webhooks/${ids.webhookId}/test`, {}),
    'a delivery',
  ).id;
  ids.apiKeyId = expectData(await admin.post('/api/account/api-keys', { name: 'Fuzz', role: 'ORGANIZER' }), 'a key').id;
  return { admin, ids };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies are read loosely in tests
function expectData(response: { status: number; body: any }, what: string): any {
  if (response.status >= 300)
    throw new Error(`The fuzz world could not create ${what}: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

const ID_BY_COLLECTION: Record<string, string> = {
  accounts: 'accountId',
  users: 'invitedUserId',
  organizers: 'organizerId',
  events: 'eventId',
  'promo-codes': 'promoCodeId',
  affiliates: 'affiliateId',
  'api-keys': 'apiKeyId',
};

const ID_BY_PARAMETER: Record<string, string> = {
  eventId: 'eventId',
  organizerId: 'organizerId',
  orderId: 'orderId',
  attendeeId: 'attendeeId',
  productId: 'productId',
  categoryId: 'categoryId',
  taxId: 'taxId',
  assignmentId: 'assignmentId',
  questionId: 'questionId',
  checkInListId: 'checkInListId',
  messageId: 'messageId',
  imageId: 'imageId',
  attendeeShortId: 'attendeeShortId',
  publicId: 'attendeePublicId',
  checkInShortId: 'checkInShortId',
  code: 'promoCode',
  webhookId: 'webhookId',
  deliveryId: 'deliveryId',
};

/** The real value of a path parameter of `path` in `world`, or undefined for one no fixture names (tokens). */
export function pathValue(world: World, path: string, name: string): string | undefined {
  const segments = path.split('/');
  if (name === 'id') return world.ids[ID_BY_COLLECTION[segments[segments.indexOf('{id}') - 1]!] ?? ''];
  if (name === 'shortId')
    return path.startsWith('/api/public/check-in-lists/') ? world.ids.checkInListShortId : world.ids.reservationShortId;
  const key = ID_BY_PARAMETER[name];
  return key ? world.ids[key] : undefined;
}

const ID_BY_PROPERTY: Record<string, string> = {
  organizer_id: 'organizerId',
  product_id: 'productId',
  product_ids: 'productId',
  price_id: 'priceId',
  product_price_id: 'priceId',
  tax_and_fee_ids: 'taxId',
  product_category_id: 'categoryId',
  attendee_ids: 'attendeeId',
  attendee_id: 'attendeeId',
  order_id: 'orderId',
  public_id: 'attendeePublicId',
  promo_code: 'promoCode',
  capacity_assignment_ids: 'assignmentId',
  session_identifier: 'sessionIdentifier',
};

/** Values a zod refinement checks but a JSON schema cannot say (a time zone, a currency), by property name. */
const VALUE_BY_PROPERTY: Record<string, string> = {
  email: 'fuzz@example.com',
  timezone: 'Europe/Amsterdam',
  currency: 'EUR',
  currency_code: 'EUR',
  locale: 'en',
  country: 'NL',
  password: TEST_PASSWORD,
  password_confirmation: TEST_PASSWORD,
  current_password: TEST_PASSWORD,
};

/** The real value for a body or query property name, so generated bodies refer to rows that exist and pass checks. */
export function propertyValue(world: World, name: string): string | undefined {
  const key = ID_BY_PROPERTY[name];
  return key ? world.ids[key] : VALUE_BY_PROPERTY[name];
}
