import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, watchPolicyViolations } from './support/browser';
import {
  confirmationCode,
  emailsTo,
  emailTo,
  isSignedInLanding,
  linkPath,
  PASSWORD,
  registerViaApi,
  signIn,
  signOut,
  smtpEnv,
  startSmtpSink,
  toast,
  uniqueEmail,
  type SmtpSink,
} from './support/identity';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

let sink: SmtpSink;
let server: TServer;
let browser: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  [server, browser] = await Promise.all([startTestServer({ env: smtpEnv(sink) }), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  await sink?.close();
});

const CONFIRM_ADDRESS_PATH = '/manage/profile/confirm-email-address/';
const CHANGE_PATH = '/manage/profile/confirm-email-change/';

describe('signing up and signing in', () => {
  it('registers, receives the confirmation email and confirms through its link', async (context) => {
    const { page } = await openPage(context, browser);
    const email = uniqueEmail('ada');

    await page.goto(`${server.baseUrl}/auth/register`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('short');
    await page.getByText('Use at least 8 characters.').first().waitFor();
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL((url) => url.pathname === '/welcome');
    await page.getByRole('heading', { name: 'Welcome, Ada!' }).waitFor();
    expect(await page.getByText(email).first().isVisible()).toBe(true);

    const message = await emailTo(sink, email, CONFIRM_ADDRESS_PATH);
    await page.goto(`${server.baseUrl}${linkPath(message, CONFIRM_ADDRESS_PATH)}`);

    // Without an organizer yet, the events page hands over to the welcome flow, past the email step.
    await page.waitForURL((url) => url.pathname === '/welcome');
    await toast(page, 'Thanks, your email address is confirmed.');
    await page.getByRole('heading', { name: 'Create your organizer' }).waitFor();
    expect(await page.getByTestId('unverified-email-banner').count()).toBe(0);
  });

  it('registers a taken email like any other, apart from the holder, who is told and keeps their account', async (context) => {
    // Decision 164: the form never tells a visitor that an address already has an account.
    const { page, browserContext } = await openPage(context, browser);
    const email = uniqueEmail('taken');
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'First', email });
    await browserContext.clearCookies();

    const strangerPassword = 'a stranger picks this one';
    await page.goto(`${server.baseUrl}/auth/register`);
    await page.getByLabel('First name').fill('Second');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(strangerPassword);
    await page.getByLabel('Confirm password').fill(strangerPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/welcome');
    await page.getByRole('heading', { name: 'Welcome, Second!' }).waitFor();
    // The same code step as for any new address; a guess is answered as for anyone.
    await page.getByLabel('Digit 1 of 5').click();
    await page.keyboard.type('11111');
    await page.getByText("That code isn't right").waitFor();

    const notice = await emailTo(sink, email, 'not linked to your account');
    expect(notice.subject).toContain('tried to create an account');
    expect(emailsTo(sink, email).filter((message) => message.subject.includes('confirm your email'))).toHaveLength(1);

    await signOut(page);
    expect(await signIn(page, email)).toBe(200);
    await page.waitForURL((url) => url.pathname === '/welcome');
    await page.getByRole('heading', { name: 'Welcome, First!' }).waitFor();
  });

  it('confirms the email with the 5-digit code on the welcome screen, after a resend', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    const email = uniqueEmail('grace');
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Grace', email });
    await emailTo(sink, email, CONFIRM_ADDRESS_PATH);

    await page.goto(`${server.baseUrl}/welcome`);
    await page.getByRole('heading', { name: 'Welcome, Grace!' }).waitFor();

    // A resend replaces the code, and the button cools down for 30 s.
    await page.getByRole('button', { name: 'Resend email' }).click();
    await toast(page, `We sent a new confirmation email to ${email}.`);
    const resend = page.getByRole('button', { name: /Resend in \d+ s/ });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await sink.waitForMessage(() => emailsTo(sink, email).length >= 2, 15_000).catch(() => undefined);
    const messages = emailsTo(sink, email);
    expect(messages.length).toBe(2);
    const code = confirmationCode(messages[1]!);
    const wrongCode = code === '11111' ? '22222' : '11111';

    await page.getByLabel('Digit 1 of 5').click();
    await page.keyboard.type(wrongCode);
    await page.getByText("That code isn't right").waitFor();

    await page.getByLabel('Digit 1 of 5').click();
    await page.keyboard.type(code);

    await page.getByRole('heading', { name: 'Create your organizer' }).waitFor();
    await toast(page, 'Thanks, your email address is confirmed.');
    expect(await page.getByText('Step 2 of 3').isVisible()).toBe(true);
    expect(await page.getByTestId('unverified-email-banner').count()).toBe(0);
  });

  it('after signing out, a visit to a signed-in page returns there once signed in again', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    const email = uniqueEmail('hedy');
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Hedy', email });
    // The sign-in form validates with zod, without `eval` (the policy has no 'unsafe-eval', issue 24).
    const violations = await watchPolicyViolations(page);

    await page.goto(`${server.baseUrl}/manage/events`);
    await page.getByRole('heading', { name: 'Welcome, Hedy!' }).waitFor();
    await signOut(page);
    await toast(page, "You've been signed out.");

    await page.goto(`${server.baseUrl}/manage/profile?tab=password`);
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await signIn(page, email, 'wrong password');
    await page.getByText("That email and password don't match.").waitFor();
    await signIn(page, email);

    await page.waitForURL((url) => url.pathname === '/manage/profile');
    expect(new URL(page.url()).search).toBe('?tab=password');
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Password' }).getAttribute('aria-selected')).toBe('true');

    // Signed in, the auth pages send the user to their events.
    await page.goto(`${server.baseUrl}/auth/register`);
    await page.waitForURL(isSignedInLanding);
    expect(violations).toEqual([]);
  });

  it('changes the email: a cancelled change no longer applies, a confirmed one does', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    const email = uniqueEmail('katherine');
    const firstNewEmail = uniqueEmail('katherine-new');
    const secondNewEmail = uniqueEmail('katherine-newer');
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Katherine', email });

    await page.goto(`${server.baseUrl}/manage/profile`);
    const emailField = page.getByLabel(/^Email/);
    await emailField.waitFor();
    await emailField.fill(firstNewEmail);
    await page.getByLabel('Current password').fill('not my password');
    await page.getByRole('button', { name: 'Save profile' }).click();
    // The server's answer lands on the field itself.
    await page.locator('.mantine-PasswordInput-error').waitFor();
    expect(new URL(page.url()).pathname).toBe('/manage/profile');

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await toast(page, `Open the link we sent to ${firstNewEmail}`);
    const pending = page.getByTestId('pending-email-alert');
    await pending.waitFor();
    const firstLink = linkPath(await emailTo(sink, firstNewEmail, CHANGE_PATH), CHANGE_PATH);

    await pending.getByRole('button', { name: 'Cancel change' }).click();
    await toast(page, `Email change cancelled. You keep using ${email}.`);
    await pending.waitFor({ state: 'detached' });

    // The link of the cancelled change explains itself instead of applying.
    await page.goto(`${server.baseUrl}${firstLink}`);
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await page.getByRole('heading', { name: "We couldn't change your email" }).waitFor();

    await page.goto(`${server.baseUrl}/manage/profile`);
    await emailField.fill(secondNewEmail);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await pending.waitFor();
    const secondLink = linkPath(await emailTo(sink, secondNewEmail, CHANGE_PATH), CHANGE_PATH);

    await page.goto(`${server.baseUrl}${secondLink}`);
    await page.getByText(secondNewEmail).waitFor();
    await page.getByRole('button', { name: 'Confirm new email' }).click();

    await page.waitForURL((url) => url.pathname === '/manage/profile');
    await toast(page, `Done. You now sign in with ${secondNewEmail}.`);
    expect(await emailField.inputValue()).toBe(secondNewEmail);
    expect(await pending.count()).toBe(0);
  });

  it('applies a language chosen on the profile at once, and keeps it on the next visit', async (context) => {
    const { page, browserContext } = await openPage(context, browser, { locale: 'en-US' });
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Lise', email: uniqueEmail('lise') });

    await page.goto(`${server.baseUrl}/manage/profile`);
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await page.getByRole('main').getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Save profile' }).click();

    await page.getByRole('heading', { name: 'Ihr Profil' }).waitFor();
    await toast(page, 'Ihr Profil wurde gespeichert.');
    await page.goto(`${server.baseUrl}/manage/events`);
    await page.getByRole('heading', { name: 'Willkommen, Lise!' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
  });
});
