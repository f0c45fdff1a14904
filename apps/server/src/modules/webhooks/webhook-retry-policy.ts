/**
 * When to try again, and when to stop (issue 26 point 4, decision 147). Pure, so the schedule is tested by itself.
 *
 * A failed delivery waits 10 s, 20 s, 40 s… doubling up to 6 hours, each wait ±20 % so receivers that failed
 * together are not hit together again; it is given up after 3 days. An endpoint that fails without a success in
 * between for 3 days, or 100 times in a row, is DISABLED; a 410 Gone disables it at once.
 */

export const FIRST_RETRY_DELAY_MS = 10_000;
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
export const MAX_CONSECUTIVE_FAILURES = 100;
const JITTER = 0.2;

/** The wait before attempt `failures + 1`, after `failures` (≥ 1) failed attempts. */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 30);
  const base = Math.min(FIRST_RETRY_DELAY_MS * 2 ** exponent, MAX_RETRY_DELAY_MS);
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}

export const isSuccess = (status: number) => status >= 200 && status < 300;

/** Whether a failed delivery is given up rather than retried. */
export function shouldGiveUpDelivery(input: { createdAt: Date; now: Date }): boolean {
  return input.now.getTime() - input.createdAt.getTime() >= GIVE_UP_AFTER_MS;
}

/**
 * Why an endpoint was disabled, as data: the admins' email words it in each admin's language, and `disableReason`
 * words it in English for the endpoint's stored reason.
 */
export type TWebhookDisableCause =
  { code: 'GONE' } | { code: 'FAILING_FOR_DAYS'; days: number } | { code: 'FAILURES_IN_A_ROW'; count: number };

/** Why the endpoint is disabled after this failed attempt, or null to keep trying. */
export function disableCause(input: {
  status: number;
  consecutiveFailures: number;
  failingSince: Date;
  now: Date;
}): TWebhookDisableCause | null {
  if (input.status === 410) return { code: 'GONE' };
  if (input.now.getTime() - input.failingSince.getTime() >= GIVE_UP_AFTER_MS)
    return { code: 'FAILING_FOR_DAYS', days: GIVE_UP_AFTER_MS / 86_400_000 };
  if (input.consecutiveFailures >= MAX_CONSECUTIVE_FAILURES)
    return { code: 'FAILURES_IN_A_ROW', count: MAX_CONSECUTIVE_FAILURES };
  return null;
}

/** The cause in English, as the endpoint stores and the API shows it (`disabled_reason`). */
export function disableReason(cause: TWebhookDisableCause): string {
  switch (cause.code) {
    case 'GONE':
      return 'The receiver answered 410 Gone: it asked for no more deliveries.';
    case 'FAILING_FOR_DAYS':
      return `Every delivery failed for ${cause.days} days.`;
    case 'FAILURES_IN_A_ROW':
      return `${cause.count} deliveries in a row failed.`;
  }
}
