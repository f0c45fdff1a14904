import type { TErrorCode, TErrorDetail } from '@marquee/core';
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
/** Per field, the machine code of each message of FieldErrors, in the same order (decision 158). */
export type FieldErrorDetails = Record<string, TErrorDetail[]>;

type AppErrorOptions = {
  retryAfterSeconds?: number;
  body?: Record<string, unknown>;
  /** The precise code of the whole answer and its values; without one the answer's code is its class's. */
  detail?: TErrorDetail;
  /** Codes of the field messages; a field without them gets the answer's code. */
  fieldDetails?: FieldErrorDetails;
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: FieldErrors;
  /** For RATE_LIMITED: sent as the Retry-After header. */
  readonly retryAfterSeconds?: number;
  /** More fields of the error body beside `message` and `errors`, e.g. the `page` of PASSWORD_REQUIRED. */
  readonly body?: Record<string, unknown>;
  readonly detail: TErrorDetail;
  readonly fieldDetails: FieldErrorDetails;

  constructor(code: AppErrorCode, message: string, fieldErrors: FieldErrors = {}, options: AppErrorOptions = {}) {
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
    this.detail = options.detail ?? { code: code.toLowerCase() as TErrorCode };
    this.fieldDetails = options.fieldDetails ?? {};
  }

  /** The answer's body: message and field messages, their codes, and what else the error carries. */
  toBody(): Record<string, unknown> {
    const fieldCode: TErrorDetail = { code: this.code === 'VALIDATION_FAILED' ? 'invalid' : this.detail.code };
    const errorCodes: FieldErrorDetails = {};
    for (const [field, messages] of Object.entries(this.fieldErrors)) {
      const details = this.fieldDetails[field] ?? [];
      errorCodes[field] = messages.map((_, index) => details[index] ?? fieldCode);
    }
    return {
      ...this.body,
      message: this.message,
      errors: this.fieldErrors,
      code: this.detail.code,
      ...(this.detail.params ? { params: this.detail.params } : {}),
      error_codes: errorCodes,
    };
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  static validation(
    fieldErrors: FieldErrors,
    message = 'The given data was invalid.',
    fieldDetails?: FieldErrorDetails,
  ): AppError {
    return new AppError('VALIDATION_FAILED', message, fieldErrors, { fieldDetails });
  }

  /** One field's problem with its code: `AppError.field('promo_code', { code: 'promo_code_invalid' }, '…')`. */
  static field(field: string, detail: TErrorDetail, message: string): AppError {
    return AppError.validation({ [field]: [message] }, undefined, { [field]: [detail] });
  }

  static notFound(what = 'resource'): AppError {
    return new AppError('NOT_FOUND', `The requested ${what} was not found.`);
  }
}

/** Field problems gathered one by one with their codes, then thrown as one 422. */
export class FieldIssues {
  readonly errors: FieldErrors = {};
  readonly details: FieldErrorDetails = {};

  add(field: string, detail: TErrorDetail, message: string): void {
    (this.errors[field] ??= []).push(message);
    (this.details[field] ??= []).push(detail);
  }

  get isEmpty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  toError(): AppError {
    return AppError.validation(this.errors, undefined, this.details);
  }
}
