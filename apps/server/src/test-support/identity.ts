import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createHttpClient, type HttpClient } from './http';
import type { ReceivedEmail, SmtpSink } from './smtp-sink';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies are read loosely in tests
type ApiBody = Record<string, any>;

export const TEST_PASSWORD = 'correct-horse-battery';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Registers a new account through the API; the returned client is signed in as its administrator. */
export async function registerAccount(
  baseUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<{ http: HttpClient; user: ApiBody; email: string }> {
  const http = createHttpClient(baseUrl);
  const email = (overrides.email as string | undefined) ?? uniqueEmail('admin');
  const response = await http.post('/api/auth/register', {
    first_name: 'Ada',
    last_name: 'Admin',
    email,
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    timezone: 'Europe/Dublin',
    locale: 'en',
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { http, user: response.body.data.user, email };
}

export async function signIn(
  baseUrl: string,
  email: string,
  password = TEST_PASSWORD,
  accountId?: string,
): Promise<HttpClient> {
  const http = createHttpClient(baseUrl);
  const response = await http.post('/api/auth/login', {
    email,
    password,
    ...(accountId ? { account_id: accountId } : {}),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.data.user).not.toBeNull();
  return http;
}

/** The first URL in an email's text that contains `fragment`. */
export function linkIn(message: ReceivedEmail, fragment: string): string {
  const match = message.text.match(new RegExp(`https?://\\S*${fragment}\\S*`));
  if (!match) throw new Error(`No link with ${fragment} in email "${message.subject}"`);
  return match[0].replace(/[).,]+$/, '');
}

export const tokenFrom = (url: string) => url.split('/').pop()!;

export async function emailTo(sink: SmtpSink, address: string, subjectPart: string): Promise<ReceivedEmail> {
  return sink.waitForMessage(
    (message) => message.to.includes(address) && message.subject.includes(subjectPart),
    15_000,
  );
}

/** Invites someone as the given administrator and accepts the invitation; returns the invitee's signed-in client. */
export async function inviteAndAccept(input: {
  baseUrl: string;
  admin: HttpClient;
  sink: SmtpSink;
  role: 'ADMIN' | 'ORGANIZER';
}): Promise<{ http: HttpClient; email: string; userId: string }> {
  const email = uniqueEmail(input.role.toLowerCase());
  const invited = await input.admin.post('/api/users', {
    first_name: 'Otto',
    last_name: 'Invitee',
    email,
    role: input.role,
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const message = await emailTo(input.sink, email, 'invit');
  const token = tokenFrom(linkIn(message, '/auth/accept-invitation/'));
  const http = createHttpClient(input.baseUrl);
  const accepted = await http.post(`/api/auth/invitation/${token}`, {
    first_name: 'Otto',
    last_name: 'Invitee',
    timezone: 'Europe/Berlin',
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { http, email, userId: invited.body.data.id };
}

/** The 5-digit confirmation code of an email-verification message (English or German label). */
export function codeIn(message: ReceivedEmail): string {
  const match = message.text.match(/(?:code|Bestätigungscode)\s*:?\s*(\d{5})\b/i);
  if (!match) throw new Error(`No confirmation code in email "${message.subject}"`);
  return match[1]!;
}
