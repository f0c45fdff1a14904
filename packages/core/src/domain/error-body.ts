import type { TErrorResponse } from '../contracts/envelope';

/**
 * The `{ message, errors, code?, params?, error_codes? }` body of a failed answer, or null when it is not one: the SPA's API client
 * reads every error through this, without pulling zod onto each page's first load (ZErrorResponse is
 * the schema; a core test keeps both in agreement).
 */
export function readErrorBody(value: unknown): TErrorResponse | null {
  if (!value || typeof value !== 'object') return null;
  const { message, errors } = value as Record<string, unknown>;
  if (typeof message !== 'string' || !errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  const entries = Object.entries(errors);
  const isValid = entries.every(
    ([, messages]) => Array.isArray(messages) && messages.every((item) => typeof item === 'string'),
  );
  if (!isValid) return null;
  const body: TErrorResponse = { message, errors: errors as Record<string, string[]> };
  const { code, params, error_codes: errorCodes } = value as Record<string, unknown>;
  if (typeof code === 'string') body.code = code;
  if (isParams(params)) body.params = params;
  if (errorCodes && typeof errorCodes === 'object' && !Array.isArray(errorCodes)) {
    const details: NonNullable<TErrorResponse['error_codes']> = {};
    for (const [field, list] of Object.entries(errorCodes)) {
      if (!Array.isArray(list)) continue;
      details[field] = list
        .filter((item): item is { code: string; params?: unknown } => typeof item?.code === 'string')
        .map((item) => (isParams(item.params) ? { code: item.code, params: item.params } : { code: item.code }));
    }
    body.error_codes = details;
  }
  return body;
}

function isParams(value: unknown): value is Record<string, string | number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number');
}
