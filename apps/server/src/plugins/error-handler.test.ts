import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { errorHandlerPlugin } from './error-handler';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

const app = Fastify({ logger: false });

beforeAll(async () => {
  await app.register(errorHandlerPlugin);
  // A route that lets a driver error escape, as Drizzle hands it over (wrapped, SQLSTATE on the cause) or bare.
  app.get<{ Params: { code: string } }>('/fail/:code', async (request) => {
    const { code } = request.params;
    if (code === 'busy') throw new AppError('SYSTEM_BUSY', 'The system is busy, please try again.');
    if (code === 'plain') throw new Error('boom');
    const cause = pgError(code, `SQLSTATE ${code}`);
    throw code === '55P03' ? cause : new Error('Failed query', { cause });
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('the error handler and lock contention (decision 119)', () => {
  it.each([
    ['40P01', 'a deadlock'],
    ['40001', 'a serialisation failure'],
    ['55P03', 'a lock timeout'],
    ['busy', 'a SYSTEM_BUSY AppError'],
  ])('answers %s (%s) with 409 "busy", never 500', async (code) => {
    const response = await app.inject({ method: 'GET', url: `/fail/${code}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'The system is busy, please try again.', errors: {} });
  });

  it('still answers an unexpected error with an opaque 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/fail/plain' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      message: 'Something went wrong on our side. Please try again.',
      errors: {},
    });
  });

  it('answers a cancelled statement (57014, statement_timeout) as busy too', async () => {
    const response = await app.inject({ method: 'GET', url: '/fail/57014' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'The system is busy, please try again.', errors: {} });
  });

  it('leaves other database errors alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/fail/53100' });
    expect(response.statusCode).toBe(500);
  });
});

describe('the error handler and known database errors (decision 127)', () => {
  it.each([
    ['22P02', 'invalid text'],
    ['22021', 'a byte sequence the encoding refuses'],
    ['22003', 'a number out of range'],
    ['22008', 'a date-time overflow'],
    ['22P05', 'an untranslatable character'],
  ])('answers %s (%s) with 422', async (code) => {
    const response = await app.inject({ method: 'GET', url: `/fail/${code}` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'A value in the request is not valid or out of range.',
      errors: {},
    });
  });

  it.each([
    ['23505', 'a unique violation'],
    ['23503', 'a foreign key violation'],
    ['23514', 'a check violation'],
    ['23502', 'a not-null violation'],
  ])('answers %s (%s) with 409', async (code) => {
    const response = await app.inject({ method: 'GET', url: `/fail/${code}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      message: 'The request conflicts with the current data; reload and try again.',
      errors: {},
    });
  });
});
