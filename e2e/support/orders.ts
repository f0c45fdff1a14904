import type { BrowserContext } from 'playwright-core';
import { seedOrder } from '../../apps/server/src/test-support/orders';
import { createHttpClient } from '../../apps/server/src/test-support/http';
import type { StripeStandIn } from '../../apps/server/src/test-support/stripe-stand-in';
import type { TestServer } from '../../apps/server/src/test-support/test-server';
import { apiCall, createEventViaApi, createOrganizerViaApi } from './events';

type TBuyer = { firstName: string; lastName: string; email: string };

type TTicketPrice = { id: string; label: string | null; price: number };

/** A TICKET product in the event's first category, through the products API (`body` adds title, type, prices…). */
export async function createTicketViaApi(
  browserContext: BrowserContext,
  baseUrl: string,
  eventId: string,
  body: Record<string, unknown>,
) {
  const categories = await apiCall<{ id: string }[]>(
    browserContext,
    baseUrl,
    'GET',
    `events/${eventId}/product-categories`,
  );
  return apiCall<{ id: string; prices: TTicketPrice[] }>(
    browserContext,
    baseUrl,
    'POST',
    `events/${eventId}/products`,
    {
      product_type: 'TICKET',
      product_category_id: categories[0]!.id,
      ...body,
    },
  );
}

/** Units sold of one price, as the products API reports them. */
export async function soldViaApi(
  browserContext: BrowserContext,
  baseUrl: string,
  input: { eventId: string; productId: string; priceId: string },
): Promise<number> {
  const product = await apiCall<{ prices: { id: string; quantity_sold: number }[] }>(
    browserContext,
    baseUrl,
    'GET',
    `events/${input.eventId}/products/${input.productId}`,
  );
  return product.prices.find((price) => price.id === input.priceId)!.quantity_sold;
}

/**
 * A LIVE event selling one paid ticket (25.00 EUR, 10 available) by card and offline, owned by the signed-in
 * user of `browserContext`, with helpers that write orders into it the way checkout does.
 */
export async function eventSellingTickets(
  browserContext: BrowserContext,
  server: TestServer,
  input: { title?: string; organizerId?: string; ticketTitle?: string } = {},
) {
  const organizerId = input.organizerId ?? (await createOrganizerViaApi(browserContext, server.baseUrl)).id;
  const event = await createEventViaApi(browserContext, server.baseUrl, {
    organizerId,
    title: input.title ?? 'Harbour nights',
  });
  const ticket = await createTicketViaApi(browserContext, server.baseUrl, event.id, {
    title: input.ticketTitle ?? 'Standing',
    type: 'PAID',
    prices: [{ price: 2500, initial_quantity_available: 10 }],
  });
  await apiCall(browserContext, server.baseUrl, 'PATCH', `events/${event.id}/settings`, {
    payment_providers: ['STRIPE', 'OFFLINE'],
    offline_payment_instructions: 'Pay at the door.',
  });
  // Going live needs a confirmed email address; that flow has its own tests.
  await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const priceId = ticket.prices[0]!.id;

  /** An order written through the orders domain (priced, counted, with attendees). */
  const seed = async (buyer: TBuyer, options: { offline?: boolean; quantity?: number; createdAt?: Date } = {}) => {
    const written = await seedOrder(server.services.database, {
      eventId: event.id,
      status: options.offline ? 'AWAITING_OFFLINE_PAYMENT' : 'COMPLETED',
      paymentProvider: 'OFFLINE',
      lines: [{ productPriceId: priceId, quantity: options.quantity ?? 1 }],
      buyer,
      createdAt: options.createdAt,
    });
    return { id: written.order.id, shortId: written.order.shortId };
  };

  /** Units sold of the ticket, as the products API reports them. */
  const sold = () => soldViaApi(browserContext, server.baseUrl, { eventId: event.id, productId: ticket.id, priceId });

  return { organizerId, event, ticket, priceId, seed, sold };
}

/** A buyer's card checkout of `quantity` tickets through the public API, paid at the Stripe stand-in. */
export async function payByCard(
  server: TestServer,
  stripe: StripeStandIn,
  input: { eventId: string; productId: string; priceId: string; quantity: number; buyer: TBuyer },
): Promise<{ shortId: string }> {
  const http = createHttpClient(server.baseUrl);
  const must = (response: { status: number; body: unknown }, status: number, step: string) => {
    if (response.status !== status) throw new Error(`${step}: ${response.status} ${JSON.stringify(response.body)}`);
  };
  const reserved = await http.post(`/api/public/events/${input.eventId}/order`, {
    products: [{ product_id: input.productId, quantities: [{ price_id: input.priceId, quantity: input.quantity }] }],
  });
  must(reserved, 201, 'reserve');
  const shortId: string = reserved.body.data.short_id;
  const base = `/api/public/events/${input.eventId}/order/${shortId}`;
  const details = await http.put(base, {
    order: {
      first_name: input.buyer.firstName,
      last_name: input.buyer.lastName,
      email: input.buyer.email,
      email_confirmation: input.buyer.email,
    },
    products: Array.from({ length: input.quantity }, () => ({
      product_id: input.productId,
      product_price_id: input.priceId,
      first_name: input.buyer.firstName,
      last_name: input.buyer.lastName,
      email: input.buyer.email,
      email_confirmation: input.buyer.email,
    })),
  });
  must(details, 200, 'details');
  const intent = await http.post(`${base}/stripe/payment_intent`);
  must(intent, 200, 'payment intent');
  stripe.succeed(intent.body.data.payment_intent_id);
  const settled = await http.get(`${base}/stripe/payment_intent`);
  if (settled.body?.data?.order_status !== 'COMPLETED') throw new Error(`payment: ${JSON.stringify(settled.body)}`);
  return { shortId };
}
