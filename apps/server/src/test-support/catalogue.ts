import { expect } from 'vitest';
import type { HttpClient } from './http';
import type { TestServer } from './test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies are read loosely in tests
type ApiBody = Record<string, any>;

/** An ISO date-time `days` from now at `hour`:00 UTC. */
export const inDays = (days: number, hour = 19) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

export async function createOrganizer(http: HttpClient, overrides: Record<string, unknown> = {}): Promise<ApiBody> {
  const response = await http.post('/api/organizers', {
    name: 'Blue Note',
    email: 'hi@bluenote.example',
    currency: 'EUR',
    timezone: 'Europe/Amsterdam',
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

/** A draft event (with its default "Tickets" category) of a new organizer unless one is given. */
export async function createEvent(
  http: HttpClient,
  input: { organizerId?: string; overrides?: Record<string, unknown> } = {},
): Promise<ApiBody> {
  const organizerId = input.organizerId ?? (await createOrganizer(http)).id;
  const response = await http.post('/api/events', {
    organizer_id: organizerId,
    title: 'Summer Jazz Night',
    start_date: inDays(10),
    end_date: inDays(10, 23),
    ...input.overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

export async function categoriesOf(http: HttpClient, eventId: string): Promise<ApiBody[]> {
  const response = await http.get(`/api/events/${eventId}/product-categories`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** A PAID ticket at 25.00 in the event's first category unless overridden. */
export async function createProduct(
  http: HttpClient,
  eventId: string,
  overrides: Record<string, unknown> = {},
): Promise<ApiBody> {
  const categoryId = overrides.product_category_id ?? (await categoriesOf(http, eventId))[0]!.id;
  const response = await http.post(`/api/events/${eventId}/products`, {
    title: 'General admission',
    type: 'PAID',
    product_type: 'TICKET',
    product_category_id: categoryId,
    prices: [{ price: 2500, initial_quantity_available: 100 }],
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

/** Orders arrive in issue 6; until then tests simulate sales by writing the sold count directly. */
export async function setQuantitySold(server: TestServer, priceId: string, quantity: number): Promise<void> {
  await server.services.database.query('UPDATE product_prices SET quantity_sold = $1 WHERE id = $2', [
    quantity,
    priceId,
  ]);
}
