import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import type { ReceivedEmail, SmtpSink } from '../../apps/server/src/test-support/smtp-sink';

export { startSmtpSink, type ReceivedEmail, type SmtpSink } from '../../apps/server/src/test-support/smtp-sink';

export const PASSWORD = 'correct horse battery staple';

/** A fresh address per call, so tests never collide in one server's database. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The configuration that routes the server's emails to the in-process sink. */
export function smtpEnv(sink: SmtpSink): Record<string, string> {
  return { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) };
}

/** The path (and query) of the first link in the email that leads to `pathPrefix`, to open on the test server. */
export function linkPath(email: ReceivedEmail, pathPrefix: string): string {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s/]+(${escaped}[^\\s<>"')\\]]*)`).exec(email.text);
  if (!match?.[1]) throw new Error(`No ${pathPrefix} link in "${email.subject}":\n${email.text}`);
  return match[1];
}

/** The 5-digit confirmation code in an email (links are left out, so port numbers never match). */
export function confirmationCode(email: ReceivedEmail): string {
  const withoutLinks = email.text.replace(/https?:\/\/\S+/g, ' ');
  const match = /(?<!\d)(\d{5})(?!\d)/.exec(withoutLinks);
  if (!match?.[1]) throw new Error(`No 5-digit code in "${email.subject}":\n${email.text}`);
  return match[1];
}

/** The first email to `address` whose text mentions `needle` (a link path, usually), waiting if needed. */
export function emailTo(sink: SmtpSink, address: string, needle: string): Promise<ReceivedEmail> {
  return sink.waitForMessage((message) => message.to.includes(address) && message.text.includes(needle), 15_000);
}

/** Every email sent to `address` so far, newest last. */
export function emailsTo(sink: SmtpSink, address: string): ReceivedEmail[] {
  return sink.messages.filter((message) => message.to.includes(address));
}

/**
 * Registers through the API with the browser context's own request client, so the session cookie lands
 * in that context: a quick way to be a signed-in user when registering is not what the test is about.
 */
export async function registerViaApi(
  context: BrowserContext,
  baseUrl: string,
  input: { firstName: string; lastName?: string; email: string; password?: string },
): Promise<{ id: string; account_id: string; email: string }> {
  const response = await context.request.post(`${baseUrl}/api/auth/register`, {
    data: {
      first_name: input.firstName,
      last_name: input.lastName ?? 'Tester',
      email: input.email,
      password: input.password ?? PASSWORD,
      password_confirmation: input.password ?? PASSWORD,
      timezone: 'Europe/Berlin',
      locale: 'en',
    },
  });
  if (response.status() !== 201) throw new Error(`register: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { user: { id: string; account_id: string; email: string } } }).data.user;
}

/** Fills the login form the way a person does. */
/**
 * Fills and sends the sign-in form once the login page shows, and resolves with the status the API answered
 * (so a test waiting for what follows fails on the real cause, not on a timeout).
 */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<number> {
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/login',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  return (await answered).status();
}

/** Signs out through the avatar menu. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
}

/** Waits for a toast with this text. */
export async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/**
 * Where a signed-in user lands: /manage/events, which sends an account without organizers on to /welcome
 * (and one with a single organizer to its dashboard).
 */
export function isSignedInLanding(url: URL): boolean {
  return (
    url.pathname === '/manage/events' || url.pathname === '/welcome' || url.pathname.startsWith('/manage/organizer/')
  );
}
