import { z } from 'zod';
import { CURRENCY_CODE } from '../domain/money';

export const TAX_OR_FEE_TYPES = ['TAX', 'FEE'] as const;
export const TAX_CALCULATIONS = ['PERCENTAGE', 'FIXED'] as const;
export type TTaxOrFeeType = (typeof TAX_OR_FEE_TYPES)[number];
export type TTaxCalculation = (typeof TAX_CALCULATIONS)[number];

/**
 * An account-level tax or fee (docs/decisions/018-taxes-and-fees.md). A percentage is a number of
 * percent with up to 3 decimals (8.875); a fixed amount is integer minor units in its own currency
 * and applies only to events priced in that currency.
 */
export const ZTaxOrFee = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    type: z.enum(TAX_OR_FEE_TYPES),
    calculation: z.enum(TAX_CALCULATIONS),
    rate: z.number().nullable(),
    amount: z.number().int().nullable(),
    currency: z.string().nullable(),
    is_default: z.boolean(),
    is_active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'TaxOrFee' });
export type TTaxOrFee = z.infer<typeof ZTaxOrFee>;

const ZPercent = z
  .number()
  .min(0, { error: 'A percentage cannot be negative.' })
  .max(100, { error: 'A percentage is at most 100.' })
  // Floating-point input such as 8.875 is compared with a tolerance; it is stored as integer thousandths.
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, { error: 'Use at most 3 decimals.' });

const taxFields = {
  name: z.string().trim().min(1, { error: 'Enter a name.' }).max(255),
  description: z.string().trim().max(1000).nullable().optional(),
  type: z.enum(TAX_OR_FEE_TYPES),
  calculation: z.enum(TAX_CALCULATIONS),
  rate: ZPercent.nullable().optional(),
  amount: z
    .number()
    .int({ error: 'Use a whole number of minor units (cents).' })
    .min(0)
    .max(1_000_000_000)
    .nullable()
    .optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(CURRENCY_CODE, { error: 'Use a 3-letter currency code.' })
    .nullable()
    .optional(),
  is_default: z.boolean().optional(),
  is_active: z.boolean().optional(),
};

const calculationNeedsItsValue = (
  value: { calculation?: TTaxCalculation; rate?: number | null; amount?: number | null; currency?: string | null },
  context: z.RefinementCtx,
) => {
  if (value.calculation === 'PERCENTAGE' && (value.rate === undefined || value.rate === null)) {
    context.addIssue({ code: 'custom', path: ['rate'], message: 'Enter the percentage.' });
  }
  if (value.calculation === 'FIXED') {
    if (value.amount === undefined || value.amount === null) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount.' });
    }
    if (!value.currency)
      context.addIssue({ code: 'custom', path: ['currency'], message: 'Choose the currency of the amount.' });
  }
};

export const ZCreateTaxOrFee = z.object(taxFields).superRefine(calculationNeedsItsValue).meta({ id: 'CreateTaxOrFee' });
export type TCreateTaxOrFee = z.input<typeof ZCreateTaxOrFee>;
export const ZUpdateTaxOrFee = z.object(taxFields).superRefine(calculationNeedsItsValue).meta({ id: 'UpdateTaxOrFee' });
export type TUpdateTaxOrFee = z.input<typeof ZUpdateTaxOrFee>;
