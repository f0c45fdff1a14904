import type { TErrorResponse } from '../contracts/envelope';

/**
 * The `{ message, errors }` body of a failed answer, or null when it is not one: the SPA's API client
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
  return isValid ? { message, errors: errors as Record<string, string[]> } : null;
}
