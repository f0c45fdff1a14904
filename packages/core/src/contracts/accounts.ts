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
