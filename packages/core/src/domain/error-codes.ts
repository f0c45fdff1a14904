/**
 * Machine codes of error answers (issue 30, decision 158). Every error body carries `code` (and `params` when the
 * message has numbers or names in it) for the whole answer, and `error_codes` per field beside the field's messages;
 * clients show their own text for each code in the reader's language, and the English `message` stays for API users.
 * The codes are stable: rename one only with a new name and a note in docs/errors.md.
 */

/** The code of an answer no service gave a more precise one, one per class of failure. */
export const GENERAL_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'password_required',
  'not_found',
  'conflict',
  'system_busy',
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;

/** Codes of a single field's problem, from the contracts' validation and from the services. */
export const FIELD_ERROR_CODES = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'not_whole_number',
  'invalid_email',
  'invalid_url',
  'invalid_format',
  'invalid_value',
  'invalid_type',
  'invalid_characters',
  'invalid',
  'promo_code_invalid',
  'product_not_in_event',
  'product_unavailable',
  'product_not_on_sale',
  'price_not_in_product',
  'price_not_on_sale',
  'amount_below_minimum',
  'above_max_per_order',
  'below_min_per_order',
  'template_syntax',
  'template_unknown_variable',
] as const;

/** Codes of a whole answer that say precisely what happened. */
export const SPECIFIC_ERROR_CODES = [
  'sales_paused',
  'event_ended',
  'sold_out',
  'only_n_left',
  'not_enough_tickets',
  'too_many_tickets_held',
  'promo_code_used_up',
  'reservation_expired',
  'order_not_in_progress',
  'order_details_already_entered',
  'ticket_details_count',
  'offline_payment_unavailable',
  'order_details_first',
  'link_expired',
  'link_used',
  'link_invalid',
  'invalid_credentials',
  'account_deactivated',
  'invitation_already_accepted',
  'organizer_has_orders',
  'last_active_organizer',
  'pdf_being_prepared',
  'waitlist_closed',
  'waitlist_already_joined',
  'waitlist_not_needed',
  'waitlist_entry_closed',
  'waitlist_offer_closed',
  'waitlist_no_lottery',
  'waitlist_lottery_open',
  'waitlist_lottery_drawn',
  'email_template_exists',
  'account_unverified',
] as const;

export type TGeneralErrorCode = (typeof GENERAL_ERROR_CODES)[number];
export type TFieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export type TSpecificErrorCode = (typeof SPECIFIC_ERROR_CODES)[number];
export type TErrorCode = TGeneralErrorCode | TFieldErrorCode | TSpecificErrorCode;

/** Values a message is built from: counts, limits, product or code names. */
export type TErrorParams = Record<string, string | number>;

/** One problem: its code and the values its text needs. */
export type TErrorDetail = { code: TErrorCode; params?: TErrorParams };

export const ERROR_CODES: readonly TErrorCode[] = [
  ...GENERAL_ERROR_CODES,
  ...FIELD_ERROR_CODES,
  ...SPECIFIC_ERROR_CODES,
];

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The general code of an HTTP status, for answers that carry none (a proxy's 502, an old server). */
export function generalCodeOfStatus(status: number): TGeneralErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 410) return 'gone';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 422) return 'validation_failed';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'service_unavailable';
  if (status >= 500 || status === 0) return 'internal_error';
  return 'bad_request';
}
