import type { TPromoCodeCheckReason } from '@marquee/core';
import { assertUnderRateLimit, hitRateLimit, type RateLimitRule } from '../../lib/rate-limiter';
import { limitedIp, type IdentityDeps } from '../auth/identity-context';

/**
 * Wrong promo codes one client may try, on every path that evaluates one (the public check, the event page and its
 * API read with `?promo_code=`, the reservation), counted together (issue 24 point 5, decision 131). Only unknown
 * codes spend it, so a venue's buyers sharing one address and one right code never do; once it is spent every
 * evaluation answers 429, right code or wrong, so the limit cannot be used to tell them apart.
 */
export const PROMO_GUESS_LIMIT: RateLimitRule = { name: 'promo-guess-ip', limit: 30, windowSeconds: 15 * 60 };

export async function evaluatePromoCodeGuess<T extends { reason: TPromoCodeCheckReason | null }>(
  deps: Pick<IdentityDeps, 'database' | 'config'>,
  input: { clientIp: string | null; code: string | null | undefined },
  evaluate: () => Promise<T>,
): Promise<T> {
  const ip = limitedIp(deps, { ip: input.clientIp, userAgent: null });
  // No code given, nothing guessed: a plain read of the event never meets the limit.
  if (!ip || !input.code) return evaluate();
  await assertUnderRateLimit(deps.database.db, PROMO_GUESS_LIMIT, ip);
  const result = await evaluate();
  if (result.reason === 'UNKNOWN') await hitRateLimit(deps.database.db, PROMO_GUESS_LIMIT, ip);
  return result;
}
