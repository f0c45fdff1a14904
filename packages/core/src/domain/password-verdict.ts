/**
 * The verdict on a new password (decision 136), shared by the server's check and the web's strength meter. The
 * estimate itself (`@marquee/core/password-strength`) carries the common-password dictionaries, hundreds of KB: the
 * server loads it at start-up, the web only on its password forms. This file is the light part both sides import.
 */

/**
 * The lowest zxcvbn score accepted: 2 ("somewhat guessable", about 10⁸ guesses and more). Sign-ins are rate-limited
 * and passwords hashed with argon2, so this is about refusing the passwords an attacker tries first — the common
 * ones, keyboard walks, names and dates, the person's own email — without asking people for a passphrase.
 */
export const MIN_PASSWORD_SCORE = 2;

export type TPasswordScore = 0 | 1 | 2 | 3 | 4;

export type TPasswordStrength = {
  score: TPasswordScore;
  isStrongEnough: boolean;
  /** zxcvbn's warning key (e.g. `common`, `keyPattern`), or null. */
  warning: string | null;
  /** zxcvbn's suggestion keys. */
  suggestions: string[];
};

/** The server's English for zxcvbn's warning keys; the web translates the same keys itself. */
const WARNINGS: Record<string, string> = {
  straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated character patterns like "abcabcabc" are easy to guess.',
  sequences: 'Common character sequences like "abc" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is a heavily used password.',
  topHundred: 'This is a frequently used password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Single names or surnames are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'It should not contain your name or email address.',
  pwned: 'This password was exposed in a data breach.',
};

/** The 422 message for a password below `MIN_PASSWORD_SCORE`. */
export function weakPasswordMessage(strength: Pick<TPasswordStrength, 'warning'>): string {
  const reason = strength.warning ? WARNINGS[strength.warning] : undefined;
  return `This password is too easy to guess.${reason ? ` ${reason}` : ''} Add more words or characters, or use a passphrase.`;
}
