import type { TJoinWaitlist, TPublicWaitlistEntry, TWaitlistCheckout, TWaitlistJoined } from '@marquee/core';
import { apiClient } from '../../../lib/api-client';
import { publicEventPath } from './public-event-calls';

/**
 * The entrant's calls of the waiting list (issue 31) as plain functions: joining runs on the light event page and in
 * the widget, which have no query cache (decision 093); the entry's page wraps the others in TanStack Query
 * (public-waitlist-queries.ts).
 */
const entryPath = (token: string) => `public/waitlist/${encodeURIComponent(token)}`;

export async function joinWaitlist(eventId: string, body: TJoinWaitlist): Promise<TWaitlistJoined> {
  return (await apiClient.post<{ data: TWaitlistJoined }>(`${publicEventPath(eventId)}/waitlist`, body)).data;
}

export async function fetchWaitlistEntry(token: string, signal?: AbortSignal): Promise<TPublicWaitlistEntry> {
  return (await apiClient.get<{ data: TPublicWaitlistEntry }>(entryPath(token), { signal })).data;
}

/** Leaves the list; an offer's held tickets are released. Answers the entry, CANCELLED. */
export async function leaveWaitlist(token: string): Promise<TPublicWaitlistEntry> {
  return (await apiClient.delete<{ data: TPublicWaitlistEntry }>(entryPath(token))).data;
}

/** Opens an offer's held order: the answer sets its checkout session cookie on this browser. */
export async function claimWaitlistOffer(token: string): Promise<TWaitlistCheckout> {
  return (await apiClient.post<{ data: TWaitlistCheckout }>(`${entryPath(token)}/checkout`, {})).data;
}
