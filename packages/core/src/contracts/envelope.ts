import { z } from 'zod';

/** Error body of every 4xx/5xx answer: a message plus field-keyed messages (dotted paths). */
const ZErrorDetail = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const ZErrorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
    /** The machine code of the whole answer (docs/errors.md); clients show their own text for it. */
    code: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** Per field, one code for each message of `errors`, in the same order. */
    error_codes: z.record(z.string(), z.array(ZErrorDetail)).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZListMeta = z
  .object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    allowed_sorts: z.array(z.string()),
    default_sort: z.string(),
    default_sort_direction: z.enum(['asc', 'desc']),
    allowed_filter_fields: z.array(z.string()),
  })
  .meta({ id: 'ListMeta' });
export type TListMeta = z.infer<typeof ZListMeta>;

/** The meta of a short list served whole, in one fixed order (nothing to sort, filter or page). */
export function singlePageMeta(total: number, defaultSort: string): TListMeta {
  return {
    current_page: 1,
    per_page: Math.max(total, 1),
    total,
    last_page: 1,
    from: total === 0 ? null : 1,
    to: total === 0 ? null : total,
    allowed_sorts: [],
    default_sort: defaultSort,
    default_sort_direction: 'asc',
    allowed_filter_fields: [],
  };
}

/** `{ data: item }`: the shape of every single-resource answer. */
export function resourceEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** `{ data: [item], meta }`: the shape of every list answer. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ZListMeta });
}

export type TResource<T> = { data: T };
export type TList<T> = { data: T[]; meta: TListMeta };
