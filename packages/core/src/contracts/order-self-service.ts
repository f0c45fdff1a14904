import { z } from 'zod';

/**
 * The buyer's own changes to a confirmed order (server-behaviour §6 "Self-service", decision 109): names and
 * email of the order and of each ticket, and resends. Each field is optional; at least one must be given.
 */
const ZSelfServicePerson = z
  .object({
    first_name: z.string().trim().min(1, { error: 'Enter a first name.' }).max(255).optional(),
    last_name: z.string().trim().min(1, { error: 'Enter a last name.' }).max(255).optional(),
    email: z.email({ error: 'Enter a valid email address.' }).max(255).optional(),
  })
  .refine((body) => body.first_name !== undefined || body.last_name !== undefined || body.email !== undefined, {
    error: 'Give at least one of first_name, last_name or email.',
  });

export const ZPublicOrderSelfEdit = ZSelfServicePerson.meta({ id: 'PublicOrderSelfEdit' });
export type TPublicOrderSelfEdit = z.infer<typeof ZPublicOrderSelfEdit>;

export const ZPublicAttendeeSelfEdit = ZSelfServicePerson.meta({ id: 'PublicAttendeeSelfEdit' });
export type TPublicAttendeeSelfEdit = z.infer<typeof ZPublicAttendeeSelfEdit>;

/** What a resend did: the address the email is on its way to. */
export const ZSelfServiceResendResult = z.object({ sent_to: z.string() }).meta({ id: 'SelfServiceResendResult' });
export type TSelfServiceResendResult = z.infer<typeof ZSelfServiceResendResult>;

/**
 * "a…@example.com": how a notice to the old address names the new one, so a mistyped address that reached a
 * stranger does not hand them the buyer's real one.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '…';
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}
