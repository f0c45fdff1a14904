import { z } from 'zod';
import { ZDateTimeInput as ZDateTime } from './input-hygiene';
import { MAX_PRICE_AMOUNT } from './products';

/**
 * Promo codes (spec §7, docs/decisions/023-promo-codes.md). A code is stored and shown as the organizer typed
 * it (trimmed) and compared case-insensitively: `QUAY20` stays `QUAY20`, and a buyer's `quay20` finds it. PERCENTAGE discounts are a number of percent with up to 2 decimals,
 * stored as integer thousandths of a percent like taxes; FIXED discounts are minor units of the event's
 * currency; NONE codes only unlock products hidden without a promo code.
 */

export const PROMO_DISCOUNT_TYPES = ['PERCENTAGE', 'FIXED', 'NONE'] as const;
export type TPromoDiscountType = (typeof PROMO_DISCOUNT_TYPES)[number];

export const PROMO_CODE_MIN_LENGTH = 2;
export const PROMO_CODE_MAX_LENGTH = 50;
export const MAX_PROMO_USAGES = 9_999_999;
export const MAX_PROMO_PRODUCTS = 500;
/** Letters and digits of any script, hyphen and underscore: safe in a URL path and easy to read aloud. */
export const PROMO_CODE_PATTERN = /^[\p{L}\p{M}\p{N}_-]+$/u;

/** The form codes are compared (and kept unique) in; never shown. */
export const normalisePromoCode = (code: string): string => code.trim().toLowerCase();

export const ZPromoCode = z
  .object({
    id: z.uuid(),
    event_id: z.uuid(),
    /** As the organizer typed it. */
    code: z.string(),
    discount_type: z.enum(PROMO_DISCOUNT_TYPES),
    /** PERCENTAGE: percent (12.5); FIXED: minor units of `currency`; NONE: 0. */
    discount: z.number(),
    /** The event's currency, in which a FIXED discount is counted. */
    currency: z.string(),
    /** The products it applies to; empty when `applies_to_all_products`. */
    applicable_product_ids: z.array(z.uuid()),
    /**
     * True when the code was saved without products. A code limited to products that were all deleted since
     * applies to none (its list is empty, but this is false).
     */
    applies_to_all_products: z.boolean(),
    /** null = unlimited. */
    max_allowed_usages: z.number().int().nullable(),
    expiry_date: z.string().nullable(),
    /** Completed orders that used the code. */
    order_usage_count: z.number().int(),
    /**
     * Live orders holding a use of the code: reservations, orders awaiting payment and completed ones (decision 120).
     * The limit counts these: a code is used up once they reach `max_allowed_usages`.
     */
    live_usage_count: z.number().int(),
    /** Attendees (ticket units) of those orders. */
    attendee_usage_count: z.number().int(),
    /** Not expired and not used up, right now. */
    is_valid: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PromoCode' });
export type TPromoCode = z.infer<typeof ZPromoCode>;

const promoFields = {
  code: z
    .string()
    .trim()
    .min(PROMO_CODE_MIN_LENGTH, { error: `At least ${PROMO_CODE_MIN_LENGTH} characters.` })
    .max(PROMO_CODE_MAX_LENGTH, { error: `At most ${PROMO_CODE_MAX_LENGTH} characters.` })
    .regex(PROMO_CODE_PATTERN, { error: 'Use letters, digits, hyphens and underscores only.' }),
  discount_type: z.enum(PROMO_DISCOUNT_TYPES),
  discount: z.number({ error: 'Enter the discount as a number.' }).min(0).max(MAX_PRICE_AMOUNT).nullable().optional(),
  applicable_product_ids: z
    .array(z.uuid())
    .max(MAX_PROMO_PRODUCTS, { error: `At most ${MAX_PROMO_PRODUCTS} products.` })
    .nullable()
    .optional(),
  max_allowed_usages: z
    .number()
    .int({ error: 'Use a whole number.' })
    .min(1, { error: 'At least 1; leave empty for unlimited.' })
    .max(MAX_PROMO_USAGES)
    .nullable()
    .optional(),
  expiry_date: ZDateTime.nullable().optional(),
};

export type TPromoCodeShape = { discount_type: TPromoDiscountType; discount?: number | null };
export type TPromoCodeShapeProblem = { path: string[]; message: string };

const hasAtMostDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/**
 * What the discount must look like for its type. Shared by the create schema and the server's merged
 * update, so both answer the same 422s.
 */
export function promoCodeShapeProblems(promo: TPromoCodeShape): TPromoCodeShapeProblem[] {
  const discount = promo.discount ?? 0;
  const problem = (message: string) => [{ path: ['discount'], message }];
  switch (promo.discount_type) {
    case 'NONE':
      return discount === 0 ? [] : problem('A code without a discount only unlocks hidden products; leave this at 0.');
    case 'PERCENTAGE':
      if (discount <= 0) return problem('Enter a percentage above 0, or choose no discount.');
      if (discount > 100) return problem('A percentage is at most 100.');
      return hasAtMostDecimals(discount, 2) ? [] : problem('Use at most 2 decimals.');
    case 'FIXED':
      if (!Number.isInteger(discount)) return problem('Use a whole number of minor units (cents).');
      return discount > 0 ? [] : problem('Enter an amount above 0, or choose no discount.');
  }
}

export const ZCreatePromoCode = z
  .object(promoFields)
  .superRefine((value, context) => {
    for (const problem of promoCodeShapeProblems(value)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  })
  .meta({ id: 'CreatePromoCode' });
export type TCreatePromoCode = z.input<typeof ZCreatePromoCode>;

/** Fields left out keep their value; the discount rules are checked on the result. */
export const ZUpdatePromoCode = z.object(promoFields).partial().meta({ id: 'UpdatePromoCode' });
export type TUpdatePromoCode = z.input<typeof ZUpdatePromoCode>;

/** The public check's answer, exactly as the issue's contract gives it (not wrapped in `data`). */
/** Why a public check found a code unusable: unknown to the event, expired, or used up by live orders. */
export const PROMO_CODE_CHECK_REASONS = ['UNKNOWN', 'EXPIRED', 'USED_UP'] as const;
export const ZPromoCodeCheckReason = z.enum(PROMO_CODE_CHECK_REASONS);
export type TPromoCodeCheckReason = z.infer<typeof ZPromoCodeCheckReason>;

export const ZPromoCodeCheck = z
  .object({ valid: z.boolean(), /** null when valid. */ reason: ZPromoCodeCheckReason.nullable() })
  .meta({ id: 'PromoCodeCheck' });
export type TPromoCodeCheck = z.infer<typeof ZPromoCodeCheck>;
