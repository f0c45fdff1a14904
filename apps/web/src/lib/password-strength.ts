import { PASSWORD_MIN_LENGTH } from '@marquee/core';

export type TPasswordStrength = {
  /** 0 (empty) to 4 (strong). */
  score: 0 | 1 | 2 | 3 | 4;
  isLongEnough: boolean;
};

const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'letmein1',
  'welcome1',
  'admin123',
  'abc12345',
  '11111111',
  '00000000',
]);

/**
 * A hint, not a rule: the only requirement is the minimum length (the contract's). Length counts most,
 * then variety; well-known passwords and a single repeated character are always weak.
 */
export function passwordStrength(password: string): TPasswordStrength {
  const isLongEnough = Array.from(password).length >= PASSWORD_MIN_LENGTH;
  if (password.length === 0) return { score: 0, isLongEnough };
  if (!isLongEnough || COMMON_PASSWORDS.has(password.toLowerCase()) || /^(.)\1*$/u.test(password)) {
    return { score: 1, isLongEnough };
  }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  let score = 1;
  if (password.length >= 12) score += 1;
  if (password.length >= 16) score += 1;
  if (kinds >= 3) score += 1;
  else if (kinds === 2 && password.length >= 10) score += 1;
  return { score: Math.min(score, 4) as TPasswordStrength['score'], isLongEnough };
}
