import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../domain/locales';
import { USER_ROLES, USER_STATUSES } from '../domain/roles';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;

/** Lower-cased and trimmed, so one person is one email whatever they type. */
export const ZEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'Enter a valid email address.' }))
  .transform((value) => value.toLowerCase());

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters.` });

export const ZTimezone = z
  .string()
  .max(64)
  .refine(
    (value) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: value });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Choose a valid time zone.' },
  );

export const ZLocale = z.enum(SUPPORTED_LOCALES);
export const ZUserRole = z.enum(USER_ROLES);
export const ZUserStatus = z.enum(USER_STATUSES);

const ZFirstName = z.string().trim().min(1, { error: 'Enter a first name.' }).max(NAME_MAX_LENGTH);
const ZLastName = z.string().trim().max(NAME_MAX_LENGTH).nullable().optional();

/** The signed-in user (spec §3 User plus what the SPA needs to tailor itself). */
export const ZCurrentUser = z
  .object({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    full_name: z.string(),
    locale: ZLocale,
    timezone: z.string(),
    account_id: z.uuid(),
    account_name: z.string(),
    role: ZUserRole,
    is_account_owner: z.boolean(),
    is_email_verified: z.boolean(),
    pending_email: z.string().nullable(),
  })
  .meta({ id: 'CurrentUser' });
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** A member of the account, as the team screen lists them. */
export const ZAccountMember = z
  .object({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    full_name: z.string(),
    role: ZUserRole,
    status: ZUserStatus,
    is_account_owner: z.boolean(),
    is_email_verified: z.boolean(),
    last_login_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AccountMember' });
export type TAccountMember = z.infer<typeof ZAccountMember>;

export const ZUpdateMe = z
  .object({
    first_name: ZFirstName.optional(),
    last_name: ZLastName,
    locale: ZLocale.optional(),
    timezone: ZTimezone.optional(),
    email: ZEmail.optional(),
    password: ZPassword.optional(),
    password_confirmation: z.string().optional(),
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((value, context) => {
    if (value.password !== undefined && value.password !== value.password_confirmation) {
      context.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The passwords do not match.' });
    }
  })
  .meta({ id: 'UpdateMe' });
export type TUpdateMe = z.input<typeof ZUpdateMe>;

export const ZInviteUser = z
  .object({
    first_name: ZFirstName,
    last_name: ZLastName,
    email: ZEmail,
    role: ZUserRole,
  })
  .meta({ id: 'InviteUser' });
export type TInviteUser = z.input<typeof ZInviteUser>;

export const ZUpdateMember = z
  .object({
    first_name: ZFirstName.optional(),
    last_name: ZLastName,
    role: ZUserRole.optional(),
    status: z.enum(['ACTIVE', 'INACTIVE']).optional(),
  })
  .meta({ id: 'UpdateMember' });
export type TUpdateMember = z.input<typeof ZUpdateMember>;

export const ZConfirmWithCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: 'Enter the 5-digit code from the email.' }),
});
export const EMAIL_CODE_LENGTH = 5;
