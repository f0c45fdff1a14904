/*
 * Which waiting lists this browser joined (issue 31), for the line beside the join button. Loaded with that button,
 * never with the ticket picker itself (budget, buyer-entry.test.ts).
 */

const JOINED_KEY = 'marquee:waitlist-joined';
/** A browser remembers the prices it joined for at most this many (the oldest are forgotten). */
const JOINED_LIMIT = 50;

function readJoined(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(JOINED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    // Storage refused (a framed widget with third-party storage blocked) or unreadable: nothing remembered.
    return [];
  }
}

/** Whether this browser joined the waiting list of the price (reference-screens §3: "Joined", remembered locally). */
export const hasJoinedWaitlist = (priceId: string): boolean => readJoined().includes(priceId);

export function rememberWaitlistJoin(priceId: string): void {
  const joined = [...readJoined().filter((id) => id !== priceId), priceId].slice(-JOINED_LIMIT);
  try {
    localStorage.setItem(JOINED_KEY, JSON.stringify(joined));
  } catch {
    // Only a hint on the page: the entrant has the email and its link.
  }
}
