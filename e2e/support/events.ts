import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { emailTo, linkPath, type SmtpSink } from './identity';

type TJson = Record<string, unknown>;

/** Calls the API with the browser context's session, failing loudly on an error answer. */
export async function apiCall<T = TJson>(
  context: BrowserContext,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await context.request.fetch(`${baseUrl}/api/${path}`, { method, data: data as TJson });
  const text = await response.text();
  if (response.status() >= 400) throw new Error(`${method} ${path}: ${response.status()} ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

export type TCreated = { id: string; title?: string; name?: string };

export function createOrganizerViaApi(context: BrowserContext, baseUrl: string, name = 'Blue Note Nights') {
  return apiCall<TCreated>(context, baseUrl, 'POST', 'organizers', {
    name,
    email: 'hello@example.com',
    currency: 'EUR',
    timezone: 'Europe/Berlin',
  });
}

/** An event starting `daysAhead` days from now at the current time of day, lasting two hours. */
export function createEventViaApi(
  context: BrowserContext,
  baseUrl: string,
  input: { organizerId: string; title: string; daysAhead?: number },
) {
  const start = new Date(Date.now() + (input.daysAhead ?? 7) * 86_400_000);
  start.setUTCSeconds(0, 0);
  return apiCall<TCreated>(context, baseUrl, 'POST', 'events', {
    organizer_id: input.organizerId,
    title: input.title,
    category: 'MUSIC',
    start_date: start.toISOString(),
    end_date: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
  });
}

/** A FREE ticket in the event's first category, which is what going live needs at the least. */
export async function createFreeTicketViaApi(context: BrowserContext, baseUrl: string, eventId: string) {
  const categories = await apiCall<{ id: string }[]>(context, baseUrl, 'GET', `events/${eventId}/product-categories`);
  return apiCall<TCreated>(context, baseUrl, 'POST', `events/${eventId}/products`, {
    title: 'General admission',
    type: 'FREE',
    product_type: 'TICKET',
    product_category_id: categories[0]?.id,
    prices: [{ price: 0 }],
  });
}

/** Opens the confirmation link the server emailed, so the account may publish. */
export async function confirmEmailThroughLink(page: Page, sink: SmtpSink, baseUrl: string, email: string) {
  const path = '/manage/profile/confirm-email-address/';
  const message = await emailTo(sink, email, path);
  await page.goto(`${baseUrl}${linkPath(message, path)}`);
  await page.getByText('Thanks, your email address is confirmed.').first().waitFor();
}

/** A plain PNG of the given size, made on the fly. */
export function pngOfSize(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 170 } } })
    .png()
    .toBuffer();
}
