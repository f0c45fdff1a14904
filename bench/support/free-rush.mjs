// A LIVE event with one free ticket, and one buyer's order of it: the rush the email and webhook benchmarks share.
import { request } from './bench-server.mjs';

/** `--orders N` (1,000 by default) and `--postgres [url]` (the local server by default; else the embedded database). */
export function parseRushArgs(argv) {
  const options = { orders: 1000, postgres: null };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index];
    if (flag === '--orders') options.orders = Number(argv[++index]);
    else if (flag === '--postgres') {
      const next = argv[index + 1];
      options.postgres = next && !next.startsWith('--') ? argv[++index] : 'postgres://postgres@127.0.0.1:5432/postgres';
    } else throw new Error(`Unknown option ${flag}`);
  }
  return options;
}

const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString();

/** With a confirmed staff member's `call`: an organizer, an event with a free ticket (one per order), LIVE. */
export async function createFreeEvent(call, title) {
  const organizer = await call(
    'POST',
    '/api/organizers',
    { name: 'Bench Hall', email: 'hall@example.com', currency: 'EUR', timezone: 'UTC' },
    201,
  );
  const event = await call(
    'POST',
    '/api/events',
    { organizer_id: organizer.id, title, start_date: inDays(30), end_date: inDays(31) },
    201,
  );
  const [category] = await call('GET', `/api/events/${event.id}/product-categories`, undefined, 200);
  const product = await call(
    'POST',
    `/api/events/${event.id}/products`,
    {
      title: 'Free entry',
      type: 'FREE',
      product_type: 'TICKET',
      product_category_id: category.id,
      prices: [{ price: 0 }],
      max_per_order: 1,
    },
    201,
  );
  await call('PATCH', `/api/events/${event.id}/settings`, { attendee_details_collection_method: 'PER_ORDER' }, 200);
  await call('PUT', `/api/events/${event.id}/status`, { status: 'LIVE' }, 200);
  return { eventId: event.id, organizerId: organizer.id, productId: product.id, priceId: product.prices[0].id };
}

/** One buyer: reserve one free ticket, then send the details, which completes the order. */
export async function buyFreeTicket(baseUrl, event, index) {
  const email = `buyer-${index}@example.com`;
  const reserved = await request(baseUrl, 'POST', `/api/public/events/${event.eventId}/order`, {
    body: { products: [{ product_id: event.productId, quantities: [{ price_id: event.priceId, quantity: 1 }] }] },
  });
  if (reserved.status !== 201) return { email, ok: false, status: reserved.status };
  const order = reserved.body.data;
  const completed = await request(
    baseUrl,
    'PUT',
    `/api/public/events/${event.eventId}/order/${order.short_id}?session_identifier=${order.session_identifier}`,
    { body: { order: { first_name: 'Buyer', last_name: `N${index}`, email, email_confirmation: email } } },
  );
  return {
    email,
    shortId: order.short_id,
    ok: completed.status === 200,
    status: completed.status,
    completedAt: performance.now(),
  };
}
