import { z } from 'zod';

/**
 * What every request may carry (decision 127). PostgreSQL stores no NUL character in text or jsonb and refuses
 * a lone UTF-16 surrogate in jsonb, and an unbounded date breaks the date shifts the product makes (duplicating
 * an event moves every date by the same offset), so such input is refused up front with a 422 naming the field,
 * never left to fail in the database as a 500.
 */

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'Remove the invisible control character (NUL) or broken character from this text.';

/** The refinement every string, query and path parameter passes: no NUL, no lone surrogate. */
export function isSafeText(value: string): boolean {
  return !value.includes(NUL) && !LONE_SURROGATE.test(value);
}

export type UnsafeTextIssue = { path: (string | number)[]; message: string };

/** Deeper than any contract nests; anything deeper is left to the schema (and the body limit). */
const MAX_DEPTH = 32;

/** A bad key shown in a field name: each offending character becomes U+FFFD. */
const printable = (key: string) => Array.from(key, (char) => (isSafeText(char) ? char : '\uFFFD')).join('');

/** Binary data and streams (an upload, a raw webhook body) are not text. */
function isBinaryOrStream(value: object): boolean {
  return (
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    value instanceof Date ||
    typeof (value as { pipe?: unknown }).pipe === 'function'
  );
}

/**
 * Whether any string or key of `value` fails `isSafeText`: the check every request pays, so it allocates nothing
 * (no paths, no set of visited objects: parsed JSON, queries and route parameters have no cycles, and the depth
 * bound stops anything else). Only a request that fails it is walked again by `findUnsafeText` for the field names.
 */
export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isSafeText(value);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH || isBinaryOrStream(value)) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (hasUnsafeText(item, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    if (!isSafeText(key) || hasUnsafeText((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Every string (and object key) of a parsed request part that fails `isSafeText`, with its path. Walks objects and
 * arrays (the router's parameter objects have their own prototype), each once, to a bounded depth.
 */
export function findUnsafeText(value: unknown): UnsafeTextIssue[] {
  const issues: UnsafeTextIssue[] = [];
  const seen = new WeakSet<object>();
  const walk = (current: unknown, path: (string | number)[]) => {
    if (typeof current === 'string') {
      if (!isSafeText(current)) issues.push({ path, message: UNSAFE_TEXT_MESSAGE });
      return;
    }
    if (current === null || typeof current !== 'object' || path.length >= MAX_DEPTH) return;
    if (seen.has(current) || isBinaryOrStream(current)) return;
    seen.add(current);
    if (Array.isArray(current)) {
      current.forEach((item, index) => walk(item, [...path, index]));
      return;
    }
    for (const [key, item] of Object.entries(current as Record<string, unknown>)) {
      if (isSafeText(key)) walk(item, [...path, key]);
      else issues.push({ path: [...path, printable(key)], message: UNSAFE_TEXT_MESSAGE });
    }
  };
  walk(value, []);
  return issues;
}

/**
 * Dates a request may set. Wide enough for any real event, narrow enough that shifting a date by the span between
 * two accepted dates (event duplication) still lands in a year PostgreSQL, JavaScript and ISO 8601 agree on.
 */
export const ACCEPTED_DATE_RANGE = { from: '1900-01-01T00:00:00Z', until: '2201-01-01T00:00:00Z' } as const;
const FROM_MS = Date.parse(ACCEPTED_DATE_RANGE.from);
const UNTIL_MS = Date.parse(ACCEPTED_DATE_RANGE.until);
export const DATE_OUT_OF_RANGE_MESSAGE = 'Use a date between the years 1900 and 2200.';

export function isAcceptedDate(value: string): boolean {
  const time = Date.parse(value);
  return Number.isFinite(time) && time >= FROM_MS && time < UNTIL_MS;
}

/** An ISO 8601 date-time with an offset, in the accepted range: every date-time field of a request. */
export const ZDateTimeInput = z.iso
  .datetime({ offset: true, error: 'Use an ISO 8601 date-time with a time zone offset.' })
  .refine(isAcceptedDate, { error: DATE_OUT_OF_RANGE_MESSAGE });

/** An ISO 8601 day (YYYY-MM-DD) in the accepted range. */
export const ZDayInput = z.iso
  .date({ error: 'Use an ISO 8601 date (YYYY-MM-DD).' })
  .refine((value) => isAcceptedDate(`${value}T12:00:00Z`), { error: DATE_OUT_OF_RANGE_MESSAGE });
