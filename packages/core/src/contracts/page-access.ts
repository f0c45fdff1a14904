import { z } from 'zod';
import { PAGE_TYPES } from '../domain/page-lock';
import { ZErrorResponse } from './envelope';

/**
 * Password-protected event and organizer pages (issue 24 point 6, decision 133): the organizer sets a password
 * (write-only, stored as an argon2id hash); a visitor gives it once and the browser keeps a cookie for that page.
 */
export const HOMEPAGE_PASSWORD_MIN_LENGTH = 4;
export const HOMEPAGE_PASSWORD_MAX_LENGTH = 100;

/** The password an organizer sets: not trimmed (a space is a character of a password). */
export const ZHomepagePassword = z
  .string()
  .min(HOMEPAGE_PASSWORD_MIN_LENGTH, { error: `Use at least ${HOMEPAGE_PASSWORD_MIN_LENGTH} characters.` })
  .max(HOMEPAGE_PASSWORD_MAX_LENGTH, { error: `Use at most ${HOMEPAGE_PASSWORD_MAX_LENGTH} characters.` });

/** What the settings answers say of the password: only whether one is set. */
export const ZHasHomepagePassword = z.boolean();

/** `POST /public/events/{id}/unlock`, `POST /public/organizers/{id}/unlock`. */
export const ZPageUnlock = z
  .object({
    password: z
      .string()
      .min(1, { error: 'Enter the password.' })
      .max(HOMEPAGE_PASSWORD_MAX_LENGTH, { error: 'This password is not correct.' }),
  })
  .meta({ id: 'PageUnlock' });
export type TPageUnlock = z.input<typeof ZPageUnlock>;

export const ZPageUnlocked = z.object({ unlocked: z.literal(true) }).meta({ id: 'PageUnlocked' });

/**
 * A 403 of a page's public calls: the error body, and for a locked password-protected page `code`
 * PASSWORD_REQUIRED with the page's title for the password form, and nothing else of it.
 */
export const ZPageForbidden = ZErrorResponse.extend({
  /** Present when `code` is `password_required` (PAGE_PASSWORD_REQUIRED); any other 403 has only the usual fields. */
  page: z.object({ type: z.enum(PAGE_TYPES), id: z.uuid(), title: z.string() }).optional(),
}).meta({ id: 'PageForbidden' });
