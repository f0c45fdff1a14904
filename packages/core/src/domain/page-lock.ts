/** The code of the 403 a password-protected page answers while this browser has not given its password. */
export const PAGE_PASSWORD_REQUIRED = 'password_required';
export const PAGE_TYPES = ['event', 'organizer'] as const;
export type TPageType = (typeof PAGE_TYPES)[number];

/** What a locked page shows: its title and the password form (decision 133). */
export type TPageLock = { type: TPageType; id: string; title: string };

/**
 * The locked page named by a failed answer's body, or null when the body says something else. Plain checks
 * rather than the zod contract (ZPagePasswordRequired), so that the buyer's first load carries no zod.
 */
export function readPageLock(body: unknown): TPageLock | null {
  if (!body || typeof body !== 'object') return null;
  const { code, page } = body as Record<string, unknown>;
  if (code !== PAGE_PASSWORD_REQUIRED || !page || typeof page !== 'object') return null;
  const { type, id, title } = page as Record<string, unknown>;
  if ((type !== 'event' && type !== 'organizer') || typeof id !== 'string' || typeof title !== 'string') return null;
  return { type, id, title };
}
