import { createHash, randomBytes, randomFillSync, timingSafeEqual } from 'node:crypto';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * Random bytes drawn from the operating system 4 KiB at a time and handed out once each, as Node does for
 * `randomUUID`: a reservation makes several ids, and one `randomBytes` call (a system call and a buffer) per id
 * was 5 % of the server's CPU in a ticket rush. Each byte is used once, so ids stay independent.
 */
const randomPool = Buffer.alloc(4096);
let randomPoolOffset = randomPool.length;

function nextRandomByte(): number {
  if (randomPoolOffset === randomPool.length) {
    randomFillSync(randomPool);
    randomPoolOffset = 0;
  }
  return randomPool[randomPoolOffset++]!;
}

/**
 * Unbiased random string over an alphabet of at most 256 characters. A byte at or above the largest multiple of the
 * alphabet's size is dropped, so that every character is equally likely.
 */
export function randomString(length: number, alphabet = ALPHANUMERIC): string {
  if (alphabet.length === 0 || alphabet.length > 256) throw new RangeError('The alphabet needs 1 to 256 characters.');
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    const byte = nextRandomByte();
    if (byte < limit) result += alphabet[byte % alphabet.length];
  }
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
