import { createHmac } from 'node:crypto';
import {
  DEFAULT_ORGANIZER_SETTINGS,
  PAGE_PASSWORD_REQUIRED,
  type TEventSettings,
  type TOrganizerSettings,
  type TPageLock,
  type TPageType,
} from '@marquee/core';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { assertUnderRateLimit, hitRateLimit, type RateLimitRule } from '../../lib/rate-limiter';
import { secretsEqual } from '../../lib/secrets';
import { limitedIp, type IdentityDeps, type RequestMeta } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';

/**
 * Password-protected pages (issue 24 point 6, decision 133): the one place that decides whether a visitor may see an
 * event or organizer page. Every public read and write of a page (the API, the server-rendered HTML, the organizer's
 * list, the widget when it comes) asks `assertPageOpen` or `isPageOpen`, never the settings directly.
 *
 * The key a browser keeps after giving the right password is an HMAC of the page under its password hash: only the
 * server (which holds the hash) can make one, a new password (a new salt, so a new hash) turns every old key away,
 * and no secret beyond the database is needed, whichever instance answers.
 */

/** What decides whether a page is open, read from its row. */
export type PageGate = TPageLock & {
  accountId: string;
  isPasswordProtected: boolean;
  passwordHash: string | null;
};

/** The cookies a browser sent, by name (page keys are among them). */
export type PageKeys = Readonly<Record<string, string | undefined>>;

/** Who asks: members of the page's account preview it; others need its key. */
export type PageVisitor = { auth: AuthContext | null; pageKeys: PageKeys };

export const NO_PAGE_KEYS: PageKeys = {};

/** Per sender IP; only wrong passwords spend it (a right one is never refused for the wrong ones of others). */
export const PAGE_UNLOCK_LIMIT_PER_IP: RateLimitRule = { name: 'page-unlock-ip', limit: 10, windowSeconds: 900 };

/** How long a browser keeps a page open: 30 days, or until the organizer changes the password. */
export const PAGE_KEY_MAX_AGE_SECONDS = 30 * 24 * 3600;

const WRONG_PASSWORD = 'This password is not correct.';

export function eventGate(row: {
  id: string;
  title: string;
  accountId: string;
  settings: Pick<TEventSettings, 'homepage_visibility'> | null;
  homepagePasswordHash: string | null;
}): PageGate {
  return {
    type: 'event',
    id: row.id,
    title: row.title,
    accountId: row.accountId,
    isPasswordProtected: row.settings?.homepage_visibility === 'PASSWORD_PROTECTED',
    passwordHash: row.homepagePasswordHash,
  };
}

export function organizerGate(row: {
  id: string;
  name: string;
  accountId: string;
  settings: Partial<TOrganizerSettings> | null;
  homepagePasswordHash: string | null;
}): PageGate {
  const visibility = row.settings?.homepage_visibility ?? DEFAULT_ORGANIZER_SETTINGS.homepage_visibility;
  return {
    type: 'organizer',
    id: row.id,
    title: row.name,
    accountId: row.accountId,
    isPasswordProtected: visibility === 'PASSWORD_PROTECTED',
    passwordHash: row.homepagePasswordHash,
  };
}

/** The cookie that holds a page's key: one per page, so that opening one page opens nothing else. */
export const pageKeyCookieName = (type: TPageType, id: string) => `marquee_page_${type === 'event' ? 'e' : 'o'}_${id}`;

/** Null while no password is set: a protected page without one opens for nobody but its own team. */
function pageKeyOf(gate: PageGate): string | null {
  if (!gate.passwordHash) return null;
  return createHmac('sha256', gate.passwordHash).update(`marquee-page-key:${gate.type}:${gate.id}`).digest('base64url');
}

export function isPageOpen(gate: PageGate, visitor: PageVisitor): boolean {
  if (!gate.isPasswordProtected) return true;
  if (visitor.auth?.account.id === gate.accountId) return true;
  const expected = pageKeyOf(gate);
  const given = visitor.pageKeys[pageKeyCookieName(gate.type, gate.id)];
  return expected !== null && given !== undefined && secretsEqual(given, expected);
}

/** The 403 of a locked page: its title for the password form, and nothing else of it. */
export function assertPageOpen(gate: PageGate, visitor: PageVisitor): void {
  if (isPageOpen(gate, visitor)) return;
  const page: TPageLock = { type: gate.type, id: gate.id, title: gate.title };
  throw new AppError(
    'PASSWORD_REQUIRED',
    'This page is protected by a password.',
    {},
    { body: { page }, detail: { code: PAGE_PASSWORD_REQUIRED } },
  );
}

/**
 * Checks a visitor's password: the page's key (and its cookie's name) when right, a 422 on the password field when
 * wrong, a 429 once this address has spent its wrong guesses. Null for a page that needs no password.
 */
export async function unlockPage(
  deps: Pick<IdentityDeps, 'database' | 'config'>,
  input: { gate: PageGate; password: string; meta: RequestMeta },
): Promise<{ cookieName: string; key: string } | null> {
  const { gate } = input;
  if (!gate.isPasswordProtected) return null;
  const { db } = deps.database;
  const ip = limitedIp(deps, input.meta);
  if (ip) await assertUnderRateLimit(db, PAGE_UNLOCK_LIMIT_PER_IP, ip);
  const key = pageKeyOf(gate);
  // Without a stored hash this still spends an argon2 hash's time, and says "not correct" like any wrong guess.
  const isRight = (await verifyPassword(gate.passwordHash, input.password)) && key !== null;
  if (!isRight) {
    if (ip) await hitRateLimit(db, PAGE_UNLOCK_LIMIT_PER_IP, ip);
    throw AppError.validation({ password: [WRONG_PASSWORD] }, WRONG_PASSWORD);
  }
  return { cookieName: pageKeyCookieName(gate.type, gate.id), key };
}

/**
 * The page password hash to store after a settings change: none for a public page (a password nobody needs is only
 * a liability), the new one when a new password came (hashed by `hashPagePassword` before the transaction: argon2
 * takes tens of milliseconds), the current one otherwise; protecting a page without any password is refused on the
 * field.
 */
export function nextPagePasswordHash(input: {
  isPasswordProtected: boolean;
  newHash: string | null;
  currentHash: string | null;
}): string | null {
  if (!input.isPasswordProtected) return null;
  if (input.newHash) return input.newHash;
  if (input.currentHash) return input.currentHash;
  throw AppError.validation({
    homepage_password: ['Set a password for the page, or make it visible to everyone.'],
  });
}

/** The organizer's new page password as stored: argon2id, like account passwords. */
export const hashPagePassword = (password: string | undefined): Promise<string | null> =>
  password === undefined ? Promise.resolve(null) : hashPassword(password);
