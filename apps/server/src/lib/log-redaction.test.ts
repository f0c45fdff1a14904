import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError, statementName } from './log-redaction';

const EVENT = '8ae8463d-4a22-441f-b28e-f87b6f3bbe7e';
const TOKEN = 'Zk3v_-Qe9wX1mN0pL8sT2yB6cD4fG7hJ5kR3uV1wY9a';

describe('redactUrl (decision 128)', () => {
  it.each([
    [`/api/auth/reset-password/${TOKEN}`, '/api/auth/reset-password/[redacted]'],
    [`/auth/accept-invitation/${TOKEN}`, '/auth/accept-invitation/[redacted]'],
    [`/api/users/${EVENT}/confirm-email/${TOKEN}`, `/api/users/${EVENT}/confirm-email/[redacted]`],
    ['/api/public/ticket-lookup/tlAbCdEf0123456789abcdefGHIJKL', '/api/public/ticket-lookup/[redacted]'],
    ['/my-tickets/lowercaseonlytoken', '/my-tickets/[redacted]'],
    [`/api/public/events/${EVENT}/order/o_AbC123dEf456G`, `/api/public/events/${EVENT}/order/o_[redacted]`],
    [`/checkout/${EVENT}/o_abc123def456g/summary`, `/checkout/${EVENT}/o_[redacted]/summary`],
    [`/api/public/events/${EVENT}/promo-codes/summer`, `/api/public/events/${EVENT}/promo-codes/[redacted]`],
    ['/api/public/check-in-lists/cil_z6M9wa1XsljNH/attendees', '/api/public/check-in-lists/cil_[redacted]/attendees'],
    [`/api/public/order-email-changes/${TOKEN}/confirm`, '/api/public/order-email-changes/[redacted]/confirm'],
    ['/order-email/lowercaseonlytoken/undo', '/order-email/[redacted]/undo'],
    [
      '/api/public/check-in-lists/cil_z6M9wa1XsljNH/attendees/att_q1w2e3r4t5y6u7i8o9p0a1s2',
      '/api/public/check-in-lists/cil_[redacted]/attendees/[redacted]',
    ],
    ['/something/Unknown-Shape', '/something/[redacted]'],
    [`/api/events/${EVENT}/orders/export`, `/api/events/${EVENT}/orders/export`],
    [`/event/${EVENT}/summer-jazz-night`, `/event/${EVENT}/summer-jazz-night`],
    ['/assets/index-BxY12abc.js', '/assets/index-BxY12abc.js'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('redacts sensitive query values and anything that looks like an email, and keeps the rest', () => {
    expect(redactUrl('/api/x?session_identifier=abc&promo_code=X&page=2&filter=ann%40example.com&query=ann')).toBe(
      '/api/x?session_identifier=[redacted]&promo_code=[redacted]&page=2&filter=[redacted]&query=[redacted]',
    );
  });
});

describe('statementName', () => {
  it.each([
    ['insert into "users" ("id", "email") values ($1, $2)', 'insert into "users"'],
    ['update "orders" set "status" = $1 where "id" = $2', 'update "orders"'],
    ['select "id" from "events" where "id" = $1', 'select "events"'],
    ['delete from sessions where token_hash = $1', 'delete from sessions'],
  ])('%s → %s', (query, name) => {
    expect(statementName(query)).toBe(name);
  });
});

describe('serializeError', () => {
  it('logs a database error by code, constraint and statement, without its message, detail or parameters', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (email)=(ann@example.com) already exists.',
    });
    const error = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: ann@example.com', { cause }),
      { query: 'insert into "users" ("email") values ($1)', params: ['ann@example.com'] },
    );
    const logged = serializeError(error);
    expect(logged).toMatchObject({ code: '23505', constraint: 'users_email_key', statement: 'insert into "users"' });
    expect(JSON.stringify(logged)).not.toContain('ann@example.com');
  });

  it('cuts the bound values off a failed query without a SQLSTATE', () => {
    const error = new Error('Failed query: select 1 where $1\nparams: ann@example.com');
    expect(JSON.stringify(serializeError(error))).not.toContain('ann@example.com');
  });
});
