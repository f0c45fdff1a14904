import type { TAccountMember, TCurrentUser, TEvent, TOrganizer } from '@marquee/core';
import { vi } from 'vitest';

type THandler = (request: { body: unknown; url: URL }) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * A stand-in for the API behind `fetch`: handlers keyed by "METHOD /api/path" (no query string);
 * anything unhandled answers 404 so a forgotten call shows up as a failing assertion, not a hang.
 */
export function fakeApi(handlers: Record<string, THandler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler({ body, url }) : json(404, { message: 'Not found', errors: {} });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, pathname: string) =>
      calls.filter((call) => call.method === method && call.url.pathname === pathname),
  };
}

export function buildUser(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: 'Ada Lovelace',
    locale: 'en',
    timezone: 'Europe/London',
    account_id: '22222222-2222-4222-8222-222222222222',
    account_name: 'Analytical Engines',
    role: 'ADMIN',
    is_account_owner: true,
    is_email_verified: true,
    pending_email: null,
    ...overrides,
  };
}

export function buildMember(overrides: Partial<TAccountMember> = {}): TAccountMember {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    email: 'joan@example.com',
    first_name: 'Joan',
    last_name: 'Clarke',
    full_name: 'Joan Clarke',
    role: 'ORGANIZER',
    status: 'ACTIVE',
    is_account_owner: false,
    is_email_verified: true,
    last_login_at: null,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function listMeta(total: number, overrides: Record<string, unknown> = {}) {
  return {
    current_page: 1,
    per_page: 20,
    total,
    last_page: Math.max(1, Math.ceil(total / 20)),
    from: total ? 1 : null,
    to: total ? Math.min(total, 20) : null,
    allowed_sorts: ['created_at'],
    default_sort: 'created_at',
    default_sort_direction: 'asc',
    allowed_filter_fields: ['role', 'status'],
    ...overrides,
  };
}

export function buildOrganizer(overrides: Partial<TOrganizer> = {}): TOrganizer {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    name: 'Blue Note Nights',
    slug: 'blue-note-nights',
    email: 'hello@bluenote.example',
    phone: null,
    website: null,
    description: null,
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    status: 'DRAFT',
    public_url: 'http://localhost/events/44444444-4444-4444-8444-444444444444/blue-note-nights',
    images: [],
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildEvent(overrides: Partial<TEvent> = {}): TEvent {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    short_id: 'e_abc',
    organizer_id: '44444444-4444-4444-8444-444444444444',
    title: 'Late jazz session',
    slug: 'late-jazz-session',
    description: null,
    category: 'MUSIC',
    status: 'DRAFT',
    lifecycle: 'UPCOMING',
    start_date: '2030-06-01T17:00:00.000Z',
    end_date: '2030-06-01T19:00:00.000Z',
    timezone: 'Europe/Berlin',
    currency: 'EUR',
    location_details: null,
    maps_url: null,
    is_online_event: false,
    public_url: 'http://localhost/event/55555555-5555-4555-8555-555555555555/late-jazz-session',
    images: [],
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
