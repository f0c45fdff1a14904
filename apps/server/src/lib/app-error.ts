/**
 * Every error a service raises on purpose. The error handler maps each code to an HTTP status through
 * APP_ERROR_STATUS, which is exhaustive: adding a code without a status fails type-checking.
 */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  /** A password-protected page this browser has not opened yet (decision 133): its body names the page's title. */
  | 'PASSWORD_REQUIRED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  /** A promo code whose every use is held by live orders (decision 120). */
  | 'PROMO_CODE_USED_UP'
  /** An organizer with placed orders cannot be deleted, only archived (decision 139). */
  | 'ORGANIZER_HAS_ORDERS'
  /** The account's last organizer that is not archived can be neither archived nor deleted (decision 139). */
  | 'LAST_ACTIVE_ORGANIZER'
  /** Lock contention (deadlock, serialisation failure, lock timeout) that outlasted a retry (decision 119). */
  | 'SYSTEM_BUSY'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE';

export const APP_ERROR_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PASSWORD_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PROMO_CODE_USED_UP: 409,
  ORGANIZER_HAS_ORDERS: 409,
  LAST_ACTIVE_ORGANIZER: 409,
  SYSTEM_BUSY: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: FieldErrors;
  /** For RATE_LIMITED: sent as the Retry-After header. */
  readonly retryAfterSeconds?: number;
  /** More fields of the error body beside `message` and `errors`, e.g. the `code` and `page` of PASSWORD_REQUIRED. */
  readonly body?: Record<string, unknown>;

  constructor(
    code: AppErrorCode,
    message: string,
    fieldErrors: FieldErrors = {},
    options: { retryAfterSeconds?: number; body?: Record<string, unknown> } = {},
  ) {
    // A client's mistake (a sold-out ticket, a bad field) needs no stack trace, and capturing one was a visible share
    // of a ticket rush's CPU, where most buyers get a 409. Server-side failures keep theirs for the logs.
    const stackTraceLimit = Error.stackTraceLimit;
    if (APP_ERROR_STATUS[code] < 500) Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.body = options.body;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  static validation(fieldErrors: FieldErrors, message = 'The given data was invalid.'): AppError {
    return new AppError('VALIDATION_FAILED', message, fieldErrors);
  }

  static notFound(what = 'resource'): AppError {
    return new AppError('NOT_FOUND', `The requested ${what} was not found.`);
  }
}
