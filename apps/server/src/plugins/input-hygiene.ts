import { findUnsafeText } from '@marquee/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldErrors } from '../lib/app-error';

const PARTS = ['params', 'query', 'body'] as const;

/**
 * The contracts' text refinement (`findUnsafeText`, decision 127) applied once to every route's path parameters,
 * query and parsed body before schema validation, so no route (with or without a schema, today's or tomorrow's)
 * hands a NUL or a lone surrogate to PostgreSQL. The answer is the usual 422 naming each field.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    let errors: FieldErrors | null = null;
    for (const part of PARTS) {
      for (const issue of findUnsafeText(request[part])) {
        errors ??= {};
        (errors[issue.path.length > 0 ? issue.path.join('.') : part] ??= []).push(issue.message);
      }
    }
    if (errors) throw AppError.validation(errors);
  });
});
