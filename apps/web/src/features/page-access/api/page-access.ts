import { readPageLock, type TPageLock, type TPageUnlock } from '@marquee/core';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** The locked page a failed call names (a 403 PASSWORD_REQUIRED, decision 133), or null for any other failure. */
export function pageLockOf(error: unknown): TPageLock | null {
  return isApiError(error) && error.status === 403 ? readPageLock(error.body) : null;
}

const unlockPath = (lock: TPageLock) =>
  `public/${lock.type === 'event' ? 'events' : 'organizers'}/${encodeURIComponent(lock.id)}/unlock`;

/** Gives the page's password: when right, the browser keeps the page's key in an httpOnly cookie. */
export async function unlockPage(lock: TPageLock, body: TPageUnlock): Promise<void> {
  await apiClient.post<{ data: { unlocked: true } }>(unlockPath(lock), body);
}
