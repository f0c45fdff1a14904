import { plural, t } from '@lingui/core/macro';
import type { TCurrentUser } from '@marquee/core';
import { useSyncExternalStore } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useResendEmailConfirmation } from '../api/email';
import {
  getResendSecondsLeft,
  RESEND_COOLDOWN_SECONDS,
  startResendCooldown,
  subscribeResendCooldown,
} from './resend-cooldown';

/**
 * "Send the confirmation email again", with a 30 s cooldown after each send. A 429 from the server
 * starts the cooldown too (for as long as its Retry-After asks), so the button never invites a refusal.
 */
export function useResendConfirmation(user: Pick<TCurrentUser, 'id' | 'email'>) {
  const mutation = useResendEmailConfirmation();
  const secondsLeft = useSyncExternalStore(subscribeResendCooldown, getResendSecondsLeft, getResendSecondsLeft);

  function resend() {
    if (mutation.isPending || getResendSecondsLeft() > 0) return;
    const email = user.email;
    mutation.mutate(user.id, {
      onSuccess: () => {
        startResendCooldown();
        notifySuccess(t`We sent a new confirmation email to ${email}.`);
      },
      onError: (error) => {
        if (isApiError(error) && error.isRateLimited) {
          const seconds = Math.max(error.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS, 1);
          startResendCooldown(seconds);
          notifyError(
            plural(seconds, {
              one: 'You asked for an email very recently. Please wait # second before asking again.',
              other: 'You asked for an email very recently. Please wait # seconds before asking again.',
            }),
          );
          return;
        }
        notifyError(isApiError(error) ? error.message : t`The email could not be sent. Please try again.`);
      },
    });
  }

  return { resend, isPending: mutation.isPending, secondsLeft, isCoolingDown: secondsLeft > 0 };
}
