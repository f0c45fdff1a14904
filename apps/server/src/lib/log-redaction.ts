import pino from 'pino';
import { pgErrorOf } from '../db/errors';

/**
 * What request and error logs may say (decision 128). Links carry secrets in their path (password reset,
 * invitation, email confirmation, ticket lookup, order and ticket keys, the door list) and sometimes in their
 * query (a checkout session id, a promo code); database errors carry the statement's bound values (a buyer's
 * email, a password hash). Logs keep what an operator needs to follow a request: method, route shape, status,
 * the database error's code and constraint.
 */

export const REDACTED = '[redacted]';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A short public key: a lowercase prefix, `_`, 13 alphanumerics (lib/secrets.ts `shortId`). */
const SHORT_ID = /^([a-z]{1,4})_[A-Za-z0-9]{13}$/;
/** A longer public key (a ticket's code, `att_` and 24 characters): redacted whole, whatever its letters' case. */
const PUBLIC_KEY = /^[a-z]{1,4}_[A-Za-z0-9]{14,}$/;
/** A lowercase word, slug or number: route words, event slugs, ids of rows, file names. */
const PLAIN_SEGMENT = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;
/** Built assets keep their hashed names, which are not secrets. */
const ASSET_FILE = /^[\w-]+\.(?:js|css|map|png|svg|webp|jpe?g|gif|ico|woff2?|txt|json|webmanifest)$/;
/** Path words whose next segment is a secret whatever it looks like (API routes and SPA pages). */
const SECRET_AFTER = new Set([
  'reset-password',
  'invitation',
  'accept-invitation',
  'confirm-email',
  'confirm-email-address',
  'email-change',
  'order-email-changes',
  'order-email',
  'ticket-lookup',
  'my-tickets',
  'promo-codes',
  'check-in',
  'check-in-lists',
  // The entrant's link of a waiting list (issue 31): /waitlist/{token} and /api/public/waitlist/{token}.
  'waitlist',
]);
/** Query parameters whose value is never logged. */
const SECRET_QUERY_KEY = /token|session|secret|password|code|key|email|signature|query/i;

function redactSegment(segment: string, previous: string | undefined): string {
  if (segment === '' || UUID.test(segment)) return segment;
  const shortId = SHORT_ID.exec(segment);
  if (shortId) return `${shortId[1]}_${REDACTED}`;
  if (PUBLIC_KEY.test(segment)) return REDACTED;
  if (previous !== undefined && SECRET_AFTER.has(previous)) return REDACTED;
  if (PLAIN_SEGMENT.test(segment) || ASSET_FILE.test(segment)) return segment;
  return REDACTED;
}

/**
 * A request URL fit for a log: each path segment that is, or may be, a secret becomes `[redacted]` (unknown
 * shapes included: a segment is kept only when it is plainly not a secret), and the values of sensitive query
 * parameters too.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = path.split('/');
  const redactedPath = segments
    .map((segment, index) => {
      const previous = index > 0 ? segments[index - 1] : undefined;
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return REDACTED;
      }
      const redacted = redactSegment(decoded, previous);
      return redacted === decoded ? segment : redacted;
    })
    .join('/');
  if (queryStart === -1) return redactedPath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator === -1) return pair;
      const key = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      return SECRET_QUERY_KEY.test(key) || value.includes('%40') || value.includes('@') ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request serializer with the URL redacted; headers (cookies, authorization) are never logged. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const STATEMENT_VERB = /^\s*(select|insert\s+into|update|delete\s+from|with)\b/i;
const TARGET_TABLE: Record<string, RegExp> = {
  'insert into': /^\s*insert\s+into\s+("[^"]+"|\w+)/i,
  update: /^\s*update\s+("[^"]+"|\w+)/i,
  'delete from': /^\s*delete\s+from\s+("[^"]+"|\w+)/i,
  select: /\bfrom\s+("[^"]+"|\w+)/i,
};

/** The words that name a statement, its verb and first table (`insert into "users"`): enough to find it in the code. */
export function statementName(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  const verb = STATEMENT_VERB.exec(query)?.[1]?.toLowerCase().replace(/\s+/g, ' ');
  if (!verb) return undefined;
  const table = TARGET_TABLE[verb]?.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The first statement text found along an error's cause chain (Drizzle wraps the driver's error). */
function queryOf(error: unknown): unknown {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { query } = current as { query?: unknown };
    if (typeof query === 'string') return query;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Only the call frames of a stack: its first lines repeat the message, which may quote values. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/** A statement's text with its bound values appended, as Drizzle words a failed query. */
const PARAMS_IN_MESSAGE = /\nparams:[\s\S]*$/;

/**
 * pino's error serializer, except for database errors: those are logged by SQLSTATE, constraint, table, column
 * and statement name, never with their message (PostgreSQL quotes the offending value), detail (`Key (email)=(…)`)
 * or bound parameters.
 */
export function serializeError(error: unknown): unknown {
  if (!error || typeof error !== 'object') return error;
  const pgError = pgErrorOf(error);
  if (pgError) {
    return {
      type: (error as Error).constructor?.name ?? 'Error',
      message: `Database error ${pgError.code}`,
      code: pgError.code,
      constraint: pgError.constraint,
      table: pgError.table,
      column: pgError.column,
      routine: pgError.routine,
      statement: statementName(queryOf(error)),
      stack: framesOf((error as Error).stack),
    };
  }
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (typeof serialized.message === 'string' && PARAMS_IN_MESSAGE.test(serialized.message)) {
    serialized.message = serialized.message.replace(PARAMS_IN_MESSAGE, '');
    serialized.stack = framesOf(serialized.stack);
  }
  delete serialized.params;
  delete serialized.detail;
  return serialized;
}
