import { findUnsafeText, hasUnsafeText } from '@marquee/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FieldIssues } from '../lib/app-error';

const PARTS = ['params', 'query', 'body'] as const;

/**
 * The contracts' text refinement (`findUnsafeText`, decision 127) applied once to every route's path parameters,
 * query and parsed body before schema validation, so no route (with or without a schema, today's or tomorrow's)
 * hands a NUL or a lone surrogate to PostgreSQL. The answer is the usual 422 naming each field.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: every request passes here, and a clean one (all of them but an attack's)
  // costs one allocation-free walk.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!hasUnsafeText(request.params) && !hasUnsafeText(request.query) && !hasUnsafeText(request.body)) return done();
    const issues = new FieldIssues();
    for (const part of PARTS) {
      for (const issue of findUnsafeText(request[part])) {
        issues.add(issue.path.length > 0 ? issue.path.join('.') : part, { code: 'invalid_characters' }, issue.message);
      }
    }
    done(issues.toError());
  });
});
