import type { TCreatePublicOrder, TPublicEvent, TPublicOrder } from '@marquee/core';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';

/**
 * The event page's calls as plain functions: the page runs both inside the app (through TanStack Query,
 * features/checkout/api/public-checkout.ts) and as its own light entry without it (decision 093).
 */
export const publicEventPath = (eventId: string) => `public/events/${encodeURIComponent(eventId)}`;

export const publicOrderPath = (eventId: string, shortId: string) =>
  `${publicEventPath(eventId)}/order/${encodeURIComponent(shortId)}`;

export async function fetchPublicEvent(
  eventId: string,
  promoCode: string | null,
  signal?: AbortSignal,
): Promise<TPublicEvent> {
  const query = { promo_code: promoCode || undefined };
  return (await apiClient.get<{ data: TPublicEvent }>(publicEventPath(eventId), { signal, query })).data;
}

/** Reserves the selection; the order remembers the language the buyer reads, for its emails and PDFs. */
export async function reservePublicOrder(eventId: string, body: TCreatePublicOrder): Promise<TPublicOrder> {
  const withLocale: TCreatePublicOrder = { ...body, locale: body.locale ?? currentLocale() };
  return (await apiClient.post<{ data: TPublicOrder }>(`${publicEventPath(eventId)}/order`, withLocale)).data;
}

/** This browser's reservation of the event (the session travels in the httpOnly cookie), or null. */
export async function fetchCurrentPublicOrder(eventId: string, signal?: AbortSignal): Promise<TPublicOrder | null> {
  try {
    return (await apiClient.get<{ data: TPublicOrder }>(`${publicEventPath(eventId)}/order/current`, { signal })).data;
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return null;
    throw error;
  }
}

export async function abandonPublicOrder(eventId: string, shortId: string): Promise<TPublicOrder> {
  return (await apiClient.post<{ data: TPublicOrder }>(`${publicOrderPath(eventId, shortId)}/abandon`, {})).data;
}

/** The active language, as the API names it; undefined before a catalogue is active. */
export function currentLocale(): TCreatePublicOrder['locale'] {
  return (i18n.locale || undefined) as TCreatePublicOrder['locale'];
}
