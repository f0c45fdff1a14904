import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Unbiased random string over an alphabet (rejection-free via randomInt). */
export function randomString(length: number, alphabet = ALPHANUMERIC): string {
  let result = '';
  for (let index = 0; index < length; index++) result += alphabet[randomInt(alphabet.length)];
  return result;
}

/** Short public id: prefix + '_' + 13 random alphanumerics (server-behaviour §0). */
export function shortId(prefix: string): string {
  return `${prefix}_${randomString(13)}`;
}

/** A secret for a link or a cookie: 32 random bytes, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A numeric code a person types, e.g. 5 digits for email confirmation. */
export function newNumericCode(digits: number): string {
  return randomString(digits, '0123456789');
}

/** What the database keeps of a secret: enough to look it up, useless if leaked. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
