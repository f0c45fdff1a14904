import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_SCORE, type TPasswordScore, type TPasswordStrength } from './domain/password-verdict';
import { PASSWORD_MAX_LENGTH } from './contracts/users';

/**
 * How hard a password is to guess (decision 136): zxcvbn with its common-password, keyboard and diceware lists.
 * A separate entry point (`@marquee/core/password-strength`) because of the dictionaries' size; the verdict's
 * threshold and wording are in `domain/password-verdict.ts`.
 */

let factory: ZxcvbnFactory | null = null;

/** The estimator, built at the first check (the dictionaries are indexed then, a few tens of ms). */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: PASSWORD_MAX_LENGTH });
  return factory;
}

/**
 * Scores `password` from 0 to 4; `userInputs` (the person's email, its local part, names) count as words an
 * attacker knows. The same function decides on the server and colours the meter on the web.
 */
export function passwordStrength(password: string, userInputs: (string | null | undefined)[] = []): TPasswordStrength {
  const inputs = userInputs.flatMap((input) => {
    const value = input?.trim().toLowerCase();
    if (!value) return [];
    // An email's local part and domain name are words on their own too.
    return value.includes('@') ? [value, ...value.split(/[@.+_-]/).filter((part) => part.length >= 3)] : [value];
  });
  const result = estimator().check(password, inputs);
  const score = result.score as TPasswordScore;
  return {
    score,
    isStrongEnough: score >= MIN_PASSWORD_SCORE,
    warning: result.feedback.warning ?? null,
    suggestions: result.feedback.suggestions ?? [],
  };
}
