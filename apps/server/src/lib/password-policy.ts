import { weakPasswordMessage } from '@marquee/core';
import { passwordStrength } from '@marquee/core/password-strength';
import { AppError } from './app-error';

/**
 * 422 on `password` when it is below the shared threshold (decision 136): the check the web's meter shows, with the
 * person's email and names as words an attacker knows. Every place a password is set calls it.
 */
export function assertStrongPassword(password: string, userInputs: (string | null | undefined)[]): void {
  const strength = passwordStrength(password, userInputs);
  if (!strength.isStrongEnough) throw AppError.validation({ password: [weakPasswordMessage(strength)] });
}

/** Builds the estimator (the dictionaries' index) at start-up rather than at the first sign-up. */
export function warmPasswordPolicy(): void {
  passwordStrength('warm-up');
}
