import { z } from 'zod';
import { CURRENCY_CODE } from '../domain/money';
import { PASSWORD_MAX_LENGTH, ZCurrentUser, ZEmail, ZLocale, ZPassword, ZTimezone, NAME_MAX_LENGTH } from './users';

const confirmPasswords = (value: { password: string; password_confirmation: string }, context: z.RefinementCtx) => {
  if (value.password !== value.password_confirmation) {
    context.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The passwords do not match.' });
  }
};

export const ZRegister = z
  .object({
    first_name: z.string().trim().min(1, { error: 'Enter your first name.' }).max(NAME_MAX_LENGTH),
    last_name: z.string().trim().max(NAME_MAX_LENGTH).nullable().optional(),
    email: ZEmail,
    password: ZPassword,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
    timezone: ZTimezone.optional(),
    locale: ZLocale.optional(),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(CURRENCY_CODE, { error: 'Use a 3-letter currency code.' })
      .optional(),
  })
  .superRefine(confirmPasswords)
  .meta({ id: 'Register' });
export type TRegister = z.input<typeof ZRegister>;

export const ZLogin = z
  .object({
    email: ZEmail,
    password: z.string().min(1, { error: 'Enter your password.' }).max(PASSWORD_MAX_LENGTH),
    account_id: z.uuid().optional(),
  })
  .meta({ id: 'Login' });
export type TLogin = z.input<typeof ZLogin>;

export const ZAccountChoice = z.object({ id: z.uuid(), name: z.string(), role: z.enum(['ADMIN', 'ORGANIZER']) });
export type TAccountChoice = z.infer<typeof ZAccountChoice>;

/** Signed in (`user` set), or a list of accounts to choose from and no session yet. */
export const ZLoginResult = z
  .object({
    user: ZCurrentUser.nullable(),
    requires_account_selection: z.boolean(),
    accounts: z.array(ZAccountChoice),
  })
  .meta({ id: 'LoginResult' });
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZForgotPassword = z.object({ email: ZEmail }).meta({ id: 'ForgotPassword' });

export const ZResetPassword = z
  .object({ password: ZPassword, password_confirmation: z.string().max(PASSWORD_MAX_LENGTH) })
  .superRefine(confirmPasswords)
  .meta({ id: 'ResetPassword' });

export const ZInvitationDetails = z
  .object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    account_name: z.string(),
    invited_by: z.string().nullable(),
    role: z.enum(['ADMIN', 'ORGANIZER']),
    requires_password: z.boolean(),
  })
  .meta({ id: 'InvitationDetails' });
export type TInvitationDetails = z.infer<typeof ZInvitationDetails>;

export const ZAcceptInvitation = z
  .object({
    first_name: z.string().trim().min(1, { error: 'Enter your first name.' }).max(NAME_MAX_LENGTH),
    last_name: z.string().trim().max(NAME_MAX_LENGTH).nullable().optional(),
    timezone: ZTimezone,
    password: ZPassword.optional(),
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((value, context) => {
    if (value.password !== undefined && value.password !== value.password_confirmation) {
      context.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The passwords do not match.' });
    }
  })
  .meta({ id: 'AcceptInvitation' });
export type TAcceptInvitation = z.input<typeof ZAcceptInvitation>;

export const ZMessageResult = z.object({ message: z.string() }).meta({ id: 'MessageResult' });
