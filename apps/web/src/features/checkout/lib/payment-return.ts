import type { TStripeReturnOutcome } from '@marquee/core';

/** How long the payment_return page keeps asking before it says the payment is still being processed. */
export const PAYMENT_RETURN_MAX_WAIT_MS = 45_000;
export const PAYMENT_RETURN_POLL_MS = 1_500;

/**
 * Whether the page should ask again: no answer yet, or Stripe still processing and the last answer came
 * within the wait (counted from when the buyer arrived or pressed "Check again").
 */
export function shouldPollPayment(input: {
  outcome: TStripeReturnOutcome | null;
  hasError: boolean;
  startedAt: number;
  lastAnswerAt: number;
  maxWaitMs?: number;
}): boolean {
  if (input.hasError) return false;
  if (input.outcome === null) return true;
  if (input.outcome !== 'PROCESSING') return false;
  return input.lastAnswerAt - input.startedAt < (input.maxWaitMs ?? PAYMENT_RETURN_MAX_WAIT_MS);
}
