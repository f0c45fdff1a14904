/** Field-keyed server messages, keyed by dotted path (`attendees.0.email`). */
export type TFieldErrors = Record<string, string[]>;

/** A failed API answer: the HTTP status (0 when the server could not be reached) and its error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: TFieldErrors;
  /** From a 429's `Retry-After` header, when the server sent one in seconds. */
  readonly retryAfterSeconds: number | null;
  /** The answer's machine code (docs/errors.md), null when it sent none. */
  readonly code: string | null;
  /** The whole error body as the server sent it, for answers that say more (a locked page's title, decision 133). */
  readonly body: unknown;

  constructor(input: {
    status: number;
    message: string;
    fieldErrors?: TFieldErrors;
    retryAfterSeconds?: number | null;
    code?: string | null;
    body?: unknown;
  }) {
    super(input.message);
    this.name = 'ApiError';
    this.status = input.status;
    this.fieldErrors = input.fieldErrors ?? {};
    this.retryAfterSeconds = input.retryAfterSeconds ?? null;
    this.code = input.code ?? null;
    this.body = input.body;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  get isAuthError(): boolean {
    return this.status === 401 || this.status === 403;
  }

  /** A 401: no session (never signed in, or it ended). Only this one is a reason to sign in again. */
  get isUnauthenticated(): boolean {
    return this.status === 401;
  }

  /** A 403: signed in, but this user's role or account does not open the resource. */
  get isForbidden(): boolean {
    return this.status === 403;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 409: the request was fine but the state of things refused it (sold out, already done…). */
export function isApiConflict(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 409;
}
