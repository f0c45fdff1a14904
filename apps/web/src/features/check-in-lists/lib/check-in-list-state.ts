import { checkInListWindow, type TCheckInList } from '@marquee/core';

/**
 * Whether door staff can check attendees in on a list now, and the instant that explains it. Worked out
 * from the window on every render rather than the server's `is_active` / `is_expired`, which are as old as
 * the query: a card left open past `activates_at` turns Active on its own.
 */
export type TCheckInListState =
  | { status: 'EXPIRED'; at: string }
  | { status: 'NOT_YET_ACTIVE'; at: string }
  | { status: 'ACTIVE'; until: string | null };

export function checkInListState(
  list: Pick<TCheckInList, 'activates_at' | 'expires_at'>,
  now: Date = new Date(),
): TCheckInListState {
  const window = checkInListWindow(list, now);
  // Expired wins: nothing more will happen on that list, whatever its start.
  if (window.is_expired && list.expires_at) return { status: 'EXPIRED', at: list.expires_at };
  if (!window.is_active && list.activates_at) return { status: 'NOT_YET_ACTIVE', at: list.activates_at };
  return { status: 'ACTIVE', until: list.expires_at };
}

/** The page door staff open, without signing in (`/check-in/{short_id}`). */
export function checkInListUrl(shortId: string, origin: string = window.location.origin): string {
  return `${origin}/check-in/${encodeURIComponent(shortId)}`;
}
