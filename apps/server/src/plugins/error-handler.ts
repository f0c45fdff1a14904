import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { classifyDatabaseError, pgErrorOf } from '../db/errors';
import { busyError } from '../db/lock-order';
import { generalCodeOfStatus, type TErrorDetail } from '@marquee/core';
import { AppError, FieldIssues } from '../lib/app-error';

/** JSON Pointer `/filter_fields/status` → the dotted field name `filter_fields.status` clients show. */
export function pointerToField(pointer: string, fallback: string): string {
  const parts = pointer
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.length > 0 ? parts.join('.') : fallback;
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but the content type says JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request Content-Length does not match its body.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data.',
  FST_FILES_LIMIT: 'Send one file at a time.',
};

type ValidationItem = { keyword?: string; message?: string; params?: Record<string, unknown> };

/** The code of one contract rule a field broke (zod's issue, as fastify-type-provider-zod passes it on). */
export function validationDetail(item: ValidationItem): TErrorDetail {
  const params = item.params ?? {};
  const isText = params.origin === 'string';
  const limit = (value: unknown) => (typeof value === 'bigint' ? Number(value) : Number(value ?? 0));
  switch (item.keyword) {
    case 'invalid_type':
      return params.input === undefined && item.message?.includes('undefined')
        ? { code: 'required' }
        : { code: 'invalid_type', params: { expected: String(params.expected ?? '') } };
    case 'too_small': {
      const min = limit(params.minimum);
      if (isText) return min <= 1 ? { code: 'required' } : { code: 'too_short', params: { min } };
      return { code: 'too_small', params: { min } };
    }
    case 'too_big':
      return { code: isText ? 'too_long' : 'too_big', params: { max: limit(params.maximum) } };
    case 'invalid_format':
      if (params.format === 'email') return { code: 'invalid_email' };
      if (params.format === 'url') return { code: 'invalid_url' };
      return { code: 'invalid_format', params: { format: String(params.format ?? '') } };
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'unrecognized_keys':
      return { code: 'invalid_value' };
    case 'not_multiple_of':
      return { code: 'not_whole_number' };
    default:
      return { code: 'invalid' };
  }
}

/** The AppError a database error that no service handled is answered with (decision 127), or null. */
function databaseErrorAnswer(error: unknown): AppError | null {
  switch (classifyDatabaseError(error)) {
    case 'BUSY':
      return busyError();
    case 'INVALID_DATA':
      return new AppError('VALIDATION_FAILED', 'A value in the request is not valid or out of range.');
    case 'CONFLICT':
      return new AppError('CONFLICT', 'The request conflicts with the current data; reload and try again.');
    default:
      return null;
  }
}

/**
 * One mapping from every failure to the error body `{ message, errors }`: validation → 422 naming the
 * fields, client mistakes → their 4xx, AppError → its code's status, known database errors (bad data → 422,
 * a broken constraint → 409, contention or a cancelled statement → 409 "busy") and anything else → a logged
 * 500 that reveals nothing.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    let error = thrown;
    // Lock contention a route did not retry (or that outlasted its retry) is the caller's to try again (decision 119);
    // other known database errors are the caller's too (decision 127). Logged by code and constraint only.
    const answer = error instanceof AppError ? null : databaseErrorAnswer(error);
    if (answer) {
      const { code, constraint } = pgErrorOf(error) ?? {};
      request.log.warn({ err: error, db_code: code, constraint }, `Database error answered with ${answer.status}`);
      error = answer as unknown as FastifyError;
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = new FieldIssues();
      for (const issue of error.validation) {
        const field = pointerToField(issue.instancePath, error.validationContext ?? 'body');
        issues.add(field, validationDetail(issue), issue.message ?? 'Invalid value.');
      }
      return reply.status(422).send(issues.toError().toBody());
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'Service unavailable');
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.toBody());
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'A response did not match its schema');
      return reply.status(500).send(internalErrorBody());
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      const message = CLIENT_ERROR_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY;
      return reply.status(400).send({ message, errors: {}, code: 'bad_request', error_codes: {} });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        CLIENT_ERROR_MESSAGES[error.code] ?? (status === 429 ? 'Too many requests. Please slow down.' : error.message);
      return reply.status(status).send({ message, errors: {}, code: generalCodeOfStatus(status), error_codes: {} });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send(internalErrorBody());
  });
});

function internalErrorBody() {
  const message = 'Something went wrong on our side. Please try again.';
  return { message, errors: {}, code: 'internal_error', error_codes: {} };
}
