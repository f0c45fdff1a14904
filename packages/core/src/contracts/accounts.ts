import { z } from 'zod';
import { CURRENCY_CODE } from '../domain/money';
import { ZTimezone } from './users';

export const ZAccount = z
  .object({
    id: z.uuid(),
    short_id: z.string(),
    name: z.string(),
    email: z.string(),
    currency_code: z.string(),
    timezone: z.string(),
    is_verified: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Account' });
export type TAccount = z.infer<typeof ZAccount>;

export const ZUpdateAccount = z
  .object({
    name: z.string().trim().min(1, { error: 'Enter the account name.' }).max(255).optional(),
    currency_code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(CURRENCY_CODE, { error: 'Use a 3-letter currency code.' })
      .optional(),
    timezone: ZTimezone.optional(),
  })
  .meta({ id: 'UpdateAccount' });
export type TUpdateAccount = z.input<typeof ZUpdateAccount>;

/**
 * /account/payment (docs/decisions/032-payment-settings.md): Stripe is one instance-wide account configured by
 * the server's keys; the offline defaults are the account's event defaults seen through the payment lens.
 */
/** The server settings card payments need, all three (README, Configuration). */
export const STRIPE_CONFIGURATION_KEYS = [
  'STRIPE_SECRET_KEY',
  'CARD_PAYMENT_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

export const ZPaymentSettings = z
  .object({
    stripe: z.object({
      configured: z.boolean(),
      /** From the secret key's prefix (sk_test_ / sk_live_); null when not configured. */
      mode: z.enum(['test', 'live']).nullable(),
      /** Server settings still to set for card payments to work (names only, never values). */
      missing_keys: z.array(z.string()),
      /**
       * Where Stripe's servers send payment events: API_URL_SERVER (the API's address as other servers reach it)
       * followed by /public/webhooks/stripe.
       */
      webhook_url: z.string(),
    }),
    offline: z.object({
      /** New events start with offline payment among their payment methods. */
      enabled_by_default: z.boolean(),
      /** The instructions new events start with (sanitised HTML or text). */
      default_instructions: z.string().nullable(),
    }),
  })
  .meta({ id: 'PaymentSettings' });
export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;

export const ZPatchPaymentSettings = z
  .object({
    offline: z
      .object({
        enabled_by_default: z.boolean().optional(),
        default_instructions: z.string().max(20_000).nullable().optional(),
      })
      .strict(),
  })
  .strict()
  .meta({ id: 'PatchPaymentSettings' });
export type TPatchPaymentSettings = z.input<typeof ZPatchPaymentSettings>;
