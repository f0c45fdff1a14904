import { z } from 'zod';
import { ZEmail } from './users';

/**
 * Affiliates (spec §7, docs/decisions/024-affiliates.md): a partner who shares the event page with
 * `?aff=CODE`; completed orders carrying the code count towards their totals (issue 6).
 */

export const AFFILIATE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type TAffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

export const AFFILIATE_CODE_MAX_LENGTH = 50;
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The form a code is stored and compared in. */
export const normaliseAffiliateCode = (code: string): string => code.trim().toUpperCase();

export const ZAffiliate = z
  .object({
    id: z.uuid(),
    event_id: z.uuid(),
    name: z.string(),
    /** Upper case; fixed once created, because links carrying it are already out there. */
    code: z.string(),
    email: z.string().nullable(),
    status: z.enum(AFFILIATE_STATUSES),
    /** Completed orders attributed to the affiliate. */
    total_sales: z.number().int(),
    /** Their gross total, in minor units of `currency`. */
    total_sales_gross: z.number().int(),
    currency: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Affiliate' });
export type TAffiliate = z.infer<typeof ZAffiliate>;

const affiliateFields = {
  name: z.string().trim().min(1, { error: 'Enter a name.' }).max(255),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, { error: 'Enter a code.' })
    .max(AFFILIATE_CODE_MAX_LENGTH, { error: `At most ${AFFILIATE_CODE_MAX_LENGTH} characters.` })
    .regex(AFFILIATE_CODE_PATTERN, { error: 'Use letters A–Z, digits, hyphens and underscores only.' }),
  email: ZEmail.nullable().optional(),
  status: z.enum(AFFILIATE_STATUSES).optional(),
};

/** `status` defaults to ACTIVE. */
export const ZCreateAffiliate = z.object(affiliateFields).meta({ id: 'CreateAffiliate' });
export type TCreateAffiliate = z.input<typeof ZCreateAffiliate>;
/** Fields left out keep their value; `code` may be sent only unchanged (compared case-insensitively). */
export const ZUpdateAffiliate = z.object(affiliateFields).partial().meta({ id: 'UpdateAffiliate' });
export type TUpdateAffiliate = z.input<typeof ZUpdateAffiliate>;
