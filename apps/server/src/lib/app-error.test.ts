import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';

describe('AppError', () => {
  it('carries its code, status, message and field errors', () => {
    const error = AppError.validation({ email: ['Enter an email address.'] });
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.status).toBe(422);
    expect(error.message).toBe('The given data was invalid.');
    expect(error.fieldErrors).toEqual({ email: ['Enter an email address.'] });
  });

  it('skips the stack trace of a client error and keeps the one of a server failure', () => {
    const conflict = new AppError('CONFLICT', 'Ticket is sold out.');
    expect(conflict.stack?.split('\n')).toEqual(['AppError: Ticket is sold out.']);
    const unavailable = new AppError('SERVICE_UNAVAILABLE', 'Try again.');
    expect(unavailable.stack).toContain('app-error.test.ts');
  });

  it('leaves the stack trace limit of other errors as it was', () => {
    const before = Error.stackTraceLimit;
    new AppError('NOT_FOUND', 'Gone.');
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('plain').stack).toContain('app-error.test.ts');
  });
});
