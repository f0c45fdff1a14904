import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import {
  emailsTo,
  emailTo,
  isSignedInLanding,
  linkPath,
  PASSWORD,
  registerViaApi,
  signIn,
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

const INVITATION_PATH = '/auth/accept-invitation/';

const memberRow = (page: Page, email: string) => page.getByTestId(`member-row-${email}`);

async function inviteMember(page: Page, input: { firstName: string; lastName: string; email: string }) {
  await page.getByRole('button', { name: 'Invite member' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByLabel('First name').fill(input.firstName);
  await dialog.getByLabel('Last name').fill(input.lastName);
  await dialog.getByLabel(/^Email/).fill(input.email);
  await dialog.getByRole('radio', { name: /Organizer/ }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await toast(page, `Invitation sent to ${input.email}.`);
  await dialog.waitFor({ state: 'detached' });
}

describe('passwords and the team', () => {
  it('resets a forgotten password, which ends the sessions signed in before', async (context) => {
    const email = uniqueEmail('margaret');
    const newPassword = 'an even better passphrase 42';
    // The "old" browser: signed in before the reset.
    const old = await openPage(context, browser);
    await registerViaApi(old.browserContext, server.baseUrl, { firstName: 'Margaret', email });
    await old.page.goto(`${server.baseUrl}/manage/profile`);
    await old.page.getByRole('heading', { name: 'Your profile' }).waitFor();

    const { page } = await openPage(context, browser);
    await page.goto(`${server.baseUrl}/auth/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in page has an Email field too and stays until the next page's code has loaded: wait for it.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const resetPath = linkPath(await emailTo(sink, email, '/auth/reset-password/'), '/auth/reset-password/');
    await page.goto(`${server.baseUrl}${resetPath}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();

    await page.waitForURL((url) => url.pathname === '/auth/login');
    await toast(page, 'Your password has been changed.');
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(email);
    await signIn(page, email, newPassword);
    await page.waitForURL(isSignedInLanding);

    // The session from before the reset is gone: its next call is a 401 and it lands on the login page.
    const status = await old.page.evaluate(async () => (await fetch('/api/users/me')).status);
    expect(status).toBe(401);
    await old.page.reload();
    await old.page.waitForURL((url) => url.pathname === '/auth/login');

    // A used link explains itself and offers a new one.
    await page.goto(`${server.baseUrl}${resetPath}`);
    await page.getByRole('heading', { name: "This link doesn't work" }).waitFor();
    expect(await page.getByRole('link', { name: 'Request a new link' }).isVisible()).toBe(true);
  });

  it('an invited organizer joins, and the team stays closed to them', async (context) => {
    const adminEmail = uniqueEmail('admin');
    const organizerEmail = uniqueEmail('organizer');
    const admin = await openPage(context, browser);
    await registerViaApi(admin.browserContext, server.baseUrl, {
      firstName: 'Alan',
      lastName: 'Turing',
      email: adminEmail,
    });

    await admin.page.goto(`${server.baseUrl}/manage/events`);
    await admin.page.waitForURL((url) => url.pathname === '/welcome');
    await admin.page.getByRole('button', { name: /^Account menu for / }).click();
    await admin.page.getByRole('menuitem', { name: 'Team' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/account/users');
    await memberRow(admin.page, adminEmail).waitFor();
    expect(await memberRow(admin.page, adminEmail).getByText('Owner').isVisible()).toBe(true);

    await inviteMember(admin.page, { firstName: 'Joan', lastName: 'Clarke', email: organizerEmail });
    await memberRow(admin.page, organizerEmail).getByText('Invited').filter({ visible: true }).waitFor();

    const invitation = await emailTo(sink, organizerEmail, INVITATION_PATH);
    const { page, browserContext } = await openPage(context, browser);
    await page.goto(`${server.baseUrl}${linkPath(invitation, INVITATION_PATH)}`);
    await page.getByRole('heading', { name: /^Join / }).waitFor();
    const emailField = page.getByLabel('Email');
    expect(await emailField.inputValue()).toBe(organizerEmail);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel(/^First name/).inputValue()).toBe('Joan');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accept invitation' }).click();

    await page.waitForURL((url) => url.pathname === '/welcome');
    await page.getByRole('heading', { name: 'Welcome, Joan!' }).waitFor();
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Team' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Settings are read-only for organizers, and the team page neither shows nor asks for the list.
    const usersCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/users') && !request.url().includes('/api/users/me')) {
        usersCalls.push(request.url());
      }
    });
    await page.goto(`${server.baseUrl}/account/settings`);
    await page.getByText('Only administrators can change these settings.').waitFor();
    expect(await page.getByRole('button', { name: 'Save settings' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/account/users`);
    await page.getByRole('heading', { name: "You don't have access to the team" }).waitFor();
    expect(usersCalls).toEqual([]);
    const status = await page.evaluate(async () => (await fetch('/api/users')).status);
    expect(status).toBe(403);
    expect(new URL(page.url()).pathname).toBe('/account/users');
    await browserContext.close();

    await admin.page.reload();
    await memberRow(admin.page, organizerEmail).getByText('Active').filter({ visible: true }).waitFor();
    expect(
      await memberRow(admin.page, organizerEmail)
        .getByText('Organizer', { exact: true })
        .filter({ visible: true })
        .isVisible(),
    ).toBe(true);
  });

  it('resends an invitation, then revokes it after confirming', async (context) => {
    const adminEmail = uniqueEmail('admin');
    const inviteeEmail = uniqueEmail('invitee');
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Mary', email: adminEmail });
    await page.goto(`${server.baseUrl}/account/users`);
    await memberRow(page, adminEmail).waitFor();

    await inviteMember(page, { firstName: 'Dorothy', lastName: 'Vaughan', email: inviteeEmail });
    const firstInvitation = await emailTo(sink, inviteeEmail, INVITATION_PATH);

    await memberRow(page, inviteeEmail)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
    await toast(page, `Invitation sent again to ${inviteeEmail}.`);
    await sink.waitForMessage(() => emailsTo(sink, inviteeEmail).length >= 2, 15_000);

    await memberRow(page, inviteeEmail)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Revoke invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the invitation?' });
    // Cancelling keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await memberRow(page, inviteeEmail).isVisible()).toBe(true);

    await memberRow(page, inviteeEmail)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Revoke invitation' }).click();
    await dialog.getByRole('button', { name: 'Revoke invitation' }).click();
    await toast(page, `The invitation for ${inviteeEmail} has been revoked.`);
    await memberRow(page, inviteeEmail).waitFor({ state: 'detached' });

    // The emailed link no longer opens the account.
    const visitor = await openPage(context, browser);
    await visitor.page.goto(`${server.baseUrl}${linkPath(firstInvitation, INVITATION_PATH)}`);
    await visitor.page.getByRole('heading', { name: /isn't valid|has expired/ }).waitFor();
    expect(await visitor.page.getByRole('link', { name: 'Go to sign in' }).isVisible()).toBe(true);
  });

  it('searches and filters the team through the URL', async (context) => {
    const adminEmail = uniqueEmail('admin');
    const inviteeEmail = uniqueEmail('ruth');
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Ruth', lastName: 'Admin', email: adminEmail });
    await page.goto(`${server.baseUrl}/account/users`);
    await inviteMember(page, { firstName: 'Barbara', lastName: 'Liskov', email: inviteeEmail });

    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Invited' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'INVITED');
    await memberRow(page, adminEmail).waitFor({ state: 'detached' });
    expect(await memberRow(page, inviteeEmail).isVisible()).toBe(true);

    await page.getByRole('searchbox', { name: 'Search the team' }).fill('nobody-matches-this');
    await page.getByText('No team members match').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await memberRow(page, adminEmail).waitFor();
    expect(new URL(page.url()).search).toBe('');

    // The owner's role and status are locked in the edit form.
    await memberRow(page, adminEmail)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit team member' });
    await dialog.getByText('This is the account owner').waitFor();
    expect(await dialog.getByRole('radio', { name: /Organizer/ }).isDisabled()).toBe(true);
  });

  it('someone in two accounts joins the second without a new password, then picks an account at sign-in', async (context) => {
    const ownerEmail = uniqueEmail('owner');
    const personEmail = uniqueEmail('person');
    // The person already has an account of their own.
    const person = await openPage(context, browser);
    await registerViaApi(person.browserContext, server.baseUrl, { firstName: 'Frances', email: personEmail });
    await person.browserContext.clearCookies();

    const owner = await openPage(context, browser);
    await registerViaApi(owner.browserContext, server.baseUrl, { firstName: 'Owner', email: ownerEmail });
    await owner.page.goto(`${server.baseUrl}/account/settings`);
    const nameField = owner.page.getByLabel(/^Account name/);
    await nameField.fill('Night Owls Collective');
    await owner.page.getByRole('button', { name: 'Save settings' }).click();
    await toast(owner.page, 'Account settings saved.');
    await owner.page.goto(`${server.baseUrl}/account/users`);
    await inviteMember(owner.page, { firstName: 'Frances', lastName: 'Allen', email: personEmail });

    const invitation = await emailTo(sink, personEmail, INVITATION_PATH);
    await person.page.goto(`${server.baseUrl}${linkPath(invitation, INVITATION_PATH)}`);
    await person.page.getByRole('heading', { name: 'Join Night Owls Collective' }).waitFor();
    expect(await person.page.getByLabel(/^Password/).count()).toBe(0);
    await person.page.getByRole('button', { name: 'Accept invitation' }).click();
    await person.page.waitForURL(isSignedInLanding);
    await toast(person.page, 'Welcome to Night Owls Collective!');

    await person.page.getByRole('button', { name: /^Account menu for / }).click();
    await person.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await person.page.waitForURL((url) => url.pathname === '/auth/login');
    expect(await signIn(person.page, personEmail)).toBe(200);
    const chooser = person.page.getByRole('dialog', { name: 'Choose an account' });
    await chooser.waitFor();
    // There is no session until an account is picked, so the chooser cannot be dismissed.
    await person.page.keyboard.press('Escape');
    expect(await chooser.isVisible()).toBe(true);
    await chooser.getByRole('button', { name: /Night Owls Collective/ }).click();
    await person.page.waitForURL(isSignedInLanding);
    await person.page.getByRole('button', { name: /^Account menu for / }).click();
    await person.page.getByRole('menu').getByText('Account: Night Owls Collective').waitFor();
    const me = await person.page.evaluate(
      async () => (await (await fetch('/api/users/me')).json()) as { data: { account_name: string; role: string } },
    );
    expect(me.data).toMatchObject({ account_name: 'Night Owls Collective', role: 'ORGANIZER' });
  });
});
