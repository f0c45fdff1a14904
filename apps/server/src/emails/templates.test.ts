import { describe, expect, it } from 'vitest';
import type { TemplateData, TemplateName } from './registry';
import { renderEmail } from './render-email';
import { SAMPLE_APP as APP, templateSamples } from './template-samples';

const TAG = /<\/?[a-z!][^>]*>/i;
const HOSTILE = '<script>alert("x")</script>';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

function render<K extends TemplateName>(template: K, locale: string, data: TemplateData[K]) {
  return renderEmail({ ...APP, template, locale, data });
}

type Case = {
  [K in TemplateName]: {
    template: K;
    data: TemplateData[K];
    subject: { en: string; de: string };
    /** The button's target, when the email has one. */
    buttonUrl?: string;
    /** Must appear in both the HTML and the text version. */
    shows: string[];
  };
}[Exclude<TemplateName, 'smtp_test'>];

const cases: Case[] = [
  {
    template: 'email_verification',
    data: templateSamples.email_verification,
    subject: { en: 'Marquee: confirm your email address', de: 'Marquee: Bitte bestätigen Sie Ihre E-Mail-Adresse' },
    buttonUrl: 'https://tickets.example.com/auth/verify?token=abc',
    shows: ['https://tickets.example.com/auth/verify?token=abc', '48213'],
  },
  {
    template: 'password_reset',
    data: templateSamples.password_reset,
    subject: { en: 'Marquee: reset your password', de: 'Marquee: Passwort zurücksetzen' },
    buttonUrl: 'https://tickets.example.com/auth/reset?token=abc',
    shows: ['https://tickets.example.com/auth/reset?token=abc'],
  },
  {
    template: 'user_invitation',
    data: templateSamples.user_invitation,
    subject: { en: 'Marquee: you are invited to join Jazzclub Nord', de: 'Marquee: Einladung zu Jazzclub Nord' },
    buttonUrl: 'https://tickets.example.com/auth/accept-invitation?token=abc',
    shows: ['https://tickets.example.com/auth/accept-invitation?token=abc', 'Ben Roth', 'Jazzclub Nord'],
  },
  {
    template: 'email_change_confirmation',
    data: templateSamples.email_change_confirmation,
    subject: {
      en: 'Marquee: confirm your new email address',
      de: 'Marquee: Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    },
    buttonUrl: 'https://tickets.example.com/auth/confirm-email?token=abc',
    shows: ['https://tickets.example.com/auth/confirm-email?token=abc', 'anna.new@example.com'],
  },
  {
    template: 'email_change_notice',
    data: templateSamples.email_change_notice,
    subject: {
      en: 'Marquee: a change of your sign-in email was requested',
      de: 'Marquee: Änderung Ihrer Anmelde-E-Mail angefordert',
    },
    shows: ['anna.new@example.com'],
  },
  {
    template: 'password_changed',
    data: templateSamples.password_changed,
    subject: { en: 'Marquee: your password was changed', de: 'Marquee: Ihr Passwort wurde geändert' },
    buttonUrl: 'https://tickets.example.com/auth/forgot-password',
    shows: ['https://tickets.example.com/auth/forgot-password'],
  },
];

describe.each(cases)('renderEmail $template', ({ template, data, subject, buttonUrl, shows }) => {
  // One helper per case: TypeScript cannot pair a union of templates with a union of data on its own.
  const build = (locale: string, overrides: Partial<typeof data> = {}) =>
    render(template, locale, { ...data, ...overrides } as TemplateData[typeof template]);

  it.each(['en', 'de'] as const)('renders %s with its subject, greeting and values in HTML and text', (locale) => {
    const email = build(locale);
    expect(email.subject).toBe(subject[locale]);
    expect(email.html).toContain(`<html lang="${locale}"`);
    expect(email.text.startsWith('Marquee\n\n')).toBe(true);
    for (const value of ['Anna', ...shows]) {
      expect(email.html).toContain(value.replace(/&/g, '&amp;'));
      expect(email.text).toContain(value);
    }
    expect(email.text).not.toMatch(TAG);
  });

  it('puts the action URL behind a button and prints it in the text, or has no link at all', () => {
    const email = build('en');
    if (buttonUrl) {
      expect(email.html).toContain(`href="${buttonUrl}"`);
      expect(email.text).toContain(`: ${buttonUrl}\n`);
    } else {
      expect(email.html).not.toContain('<a ');
    }
  });

  it('translates into German', () => {
    const [en, de] = [build('en'), build('de')];
    expect(de.subject).not.toBe(en.subject);
    expect(de.text).not.toBe(en.text);
    expect(de.text).toContain('Hallo Anna,');
    expect(de.text).toContain('Sie erhalten');
    expect(en.text).toContain('Hi Anna,');
    expect(en.text).toContain('You received');
  });

  it('escapes a hostile first name in the HTML', () => {
    const email = build('en', { firstName: HOSTILE });
    expect(email.html).not.toContain('<script');
    expect(email.html).toContain(ESCAPED);
    expect(email.text).toContain(`Hi ${HOSTILE},`);
  });

  it('greets without a name when the first name is blank', () => {
    expect(build('en', { firstName: '  ' }).text).toContain('\n\nHi,\n\n');
    expect(build('de', { firstName: '' }).text).toContain('\n\nHallo,\n\n');
  });

  it('survives the JSON round trip of the job queue', () => {
    const queued = JSON.parse(JSON.stringify(data)) as typeof data;
    expect(render(template, 'de', queued as TemplateData[typeof template])).toEqual(build('de'));
  });

  it('leaves no placeholder unfilled and names the app in the subject', () => {
    for (const locale of ['en', 'de']) {
      const email = build(locale);
      expect(email.text).not.toMatch(/[{}]/);
      expect(email.subject).toContain('Marquee');
    }
  });
});

describe('email_verification', () => {
  const data = templateSamples.email_verification;

  it('shows the code on its own row and its expiry, with plurals', () => {
    expect(render('email_verification', 'en', data).text).toContain(
      'Confirmation code: 48213\n\nThe code expires in 15 minutes.',
    );
    expect(render('email_verification', 'en', { ...data, codeExpiresInMinutes: 1 }).text).toContain(
      'The code expires in 1 minute.',
    );
    expect(render('email_verification', 'de', data).text).toContain(
      'Bestätigungscode: 48213\n\nDer Code ist 15 Minuten lang gültig.',
    );
    expect(render('email_verification', 'de', { ...data, codeExpiresInMinutes: 1 }).text).toContain(
      'Der Code ist 1 Minute lang gültig.',
    );
  });
});

describe('password_reset', () => {
  const data = templateSamples.password_reset;

  it('says when the link expires and that ignoring it keeps the password', () => {
    const en = render('password_reset', 'en', data).text;
    expect(en).toContain('Choose a new password: https://tickets.example.com/auth/reset?token=abc');
    expect(en).toContain('This link expires in 60 minutes.');
    expect(en).toContain('your password stays unchanged');
    const de = render('password_reset', 'de', data).text;
    expect(de).toContain('Dieser Link ist 60 Minuten lang gültig.');
    expect(de).toContain('Ihr Passwort bleibt unverändert');
  });
});

describe('user_invitation', () => {
  const data: TemplateData['user_invitation'] = { ...templateSamples.user_invitation, role: 'ADMIN' };

  it('names the inviter, the role and the expiry', () => {
    const { text } = render('user_invitation', 'en', data);
    expect(text).toContain('Ben Roth invited you to join Jazzclub Nord on Marquee.');
    expect(text).toContain('Your role: administrator.');
    expect(text).toContain('Accept the invitation: https://tickets.example.com/auth/accept-invitation?token=abc');
    expect(text).toContain('The invitation expires in 7 days.');
  });

  it('explains the organizer role', () => {
    expect(render('user_invitation', 'en', { ...data, role: 'ORGANIZER' }).text).toContain(
      'Your role: organizer. You can manage organizers and their events.',
    );
    expect(render('user_invitation', 'de', { ...data, role: 'ORGANIZER' }).text).toContain('Ihre Rolle: Organisator.');
  });

  it.each([null, '  '])('words the invitation without an inviter (%j)', (inviterName) => {
    expect(render('user_invitation', 'en', { ...data, inviterName }).text).toContain(
      'You have been invited to join Jazzclub Nord on Marquee.',
    );
    expect(render('user_invitation', 'de', { ...data, inviterName, expiresInDays: 1 }).text).toContain(
      'Sie wurden eingeladen, bei Jazzclub Nord auf Marquee mitzuarbeiten.',
    );
  });

  it('uses singular days and escapes the inviter and account names', () => {
    const email = render('user_invitation', 'de', {
      ...data,
      inviterName: HOSTILE,
      accountName: '<b>Club</b>',
      expiresInDays: 1,
    });
    expect(email.text).toContain('Die Einladung ist 1 Tag lang gültig.');
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain(ESCAPED);
    expect(email.html).toContain('&lt;b&gt;Club&lt;/b&gt;');
  });
});

describe('email_change_confirmation', () => {
  it('gives the expiry in hours', () => {
    const data = { ...templateSamples.email_change_confirmation, expiresInHours: 1 };
    expect(render('email_change_confirmation', 'en', data).text).toContain('This link expires in 1 hour.');
    expect(render('email_change_confirmation', 'de', { ...data, expiresInHours: 24 }).text).toContain(
      'Dieser Link ist 24 Stunden lang gültig.',
    );
  });
});

describe('email_change_notice', () => {
  it('tells the old address what was requested and what to do if it was not them', () => {
    const email = render('email_change_notice', 'en', templateSamples.email_change_notice);
    expect(email.text).toContain('to change the sign-in email of your Marquee account to anna.new@example.com.');
    expect(email.text).toContain('Nothing changes until the change is confirmed from the new address.');
    expect(email.text).toContain('change your password right away and contact your administrator');
  });
});

describe('password_changed', () => {
  const data = templateSamples.password_changed;

  it('gives the time of the change in the recipient locale and links to the reset page', () => {
    const en = render('password_changed', 'en', data);
    expect(en.text).toContain('was changed on March 1, 2026 at 10:15:02 AM UTC.');
    expect(en.text).toContain('all other sessions were signed out');
    expect(en.text).toContain('Reset password: https://tickets.example.com/auth/forgot-password');
    expect(render('password_changed', 'de', data).text).toContain('wurde am 1. März 2026 um 10:15:02 UTC geändert.');
  });

  it('builds the reset link from a frontend URL with a trailing slash or a path', () => {
    const withSlash = renderEmail({
      ...APP,
      frontendUrl: 'https://tickets.example.com/',
      template: 'password_changed',
      locale: 'en',
      data,
    });
    expect(withSlash.html).toContain('href="https://tickets.example.com/auth/forgot-password"');
    const withPath = renderEmail({
      ...APP,
      frontendUrl: 'https://example.com/box-office',
      template: 'password_changed',
      locale: 'en',
      data,
    });
    expect(withPath.html).toContain('href="https://example.com/box-office/auth/forgot-password"');
  });
});

describe('organizer_contact', () => {
  const data = {
    ...templateSamples.organizer_contact,
    senderName: `Ann ${HOSTILE}`,
    senderEmail: 'ann@example.com',
    message: `First line\nSecond line ${HOSTILE}`,
  };

  it('carries the visitor text escaped, with line breaks, and how to reply', () => {
    const en = render('organizer_contact', 'en', data);
    expect(en.subject).toBe(`New message from Ann ${HOSTILE}`);
    expect(en.html).not.toContain(HOSTILE);
    expect(en.html).toContain(`First line<br>Second line ${ESCAPED}`);
    expect(en.text).toContain(`First line\nSecond line ${HOSTILE}`);
    expect(en.text).toContain('Reply to this email to answer');
    expect(en.text).toContain('ann@example.com');
    expect(en.html).toContain('href="https://tickets.example.com/events/1/blue-note"');
  });
});

describe('webhook_disabled', () => {
  it('says why the webhook was turned off in the recipient language', () => {
    const data = templateSamples.webhook_disabled;
    expect(render('webhook_disabled', 'en', data).text).toContain('Why: 100 deliveries in a row failed.');
    expect(render('webhook_disabled', 'de', { ...data, cause: { code: 'FAILING_FOR_DAYS', days: 3 } }).text).toContain(
      'Grund: Alle Zustellungen sind 3 Tage lang fehlgeschlagen.',
    );
    expect(render('webhook_disabled', 'en', { ...data, cause: { code: 'GONE' } }).text).toContain(
      'Why: The receiver answered 410 Gone',
    );
  });

  it('still says why for a job queued when the reason was English text', () => {
    const queued = {
      ...templateSamples.webhook_disabled,
      cause: undefined,
      reason: 'Every delivery failed for 3 days.',
    };
    expect(render('webhook_disabled', 'de', queued as unknown as TemplateData['webhook_disabled']).text).toContain(
      'Grund: Every delivery failed for 3 days.',
    );
  });
});
