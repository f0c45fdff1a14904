import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email';

const SENT_AT = new Date('2026-03-01T10:15:02Z');
const BASE = { template: 'smtp_test', appName: 'Marquee', frontendUrl: 'https://tickets.example.com' } as const;

function render(locale: string, data: { sentAt: Date | string; mailServer?: string } = { sentAt: SENT_AT }) {
  return renderEmail({ ...BASE, locale, data });
}

const TAG = /<\/?[a-z!][^>]*>/i;

describe('renderEmail smtp_test', () => {
  it('renders English with the instance URL, a localised date and a text alternative', () => {
    const email = render('en', { sentAt: SENT_AT, mailServer: 'smtp.example.com:587' });

    expect(email.subject).toBe('Marquee: your email settings work');
    expect(email.html).toContain('<html lang="en"');
    expect(email.html).toContain('Your email settings work');
    expect(email.html).toContain('href="https://tickets.example.com"');
    expect(email.html).toContain('This email was sent by Marquee (https://tickets.example.com).');
    expect(email.text).toContain('Instance: https://tickets.example.com');
    expect(email.text).toContain('Sent: March 1, 2026 at 10:15:02 AM UTC');
    expect(email.text).toContain('Mail server: smtp.example.com:587');
    expect(email.text).toContain('Open Marquee: https://tickets.example.com');
  });

  it('takes a date that went through JSON (the job queue) as an ISO string', () => {
    expect(render('de', { sentAt: SENT_AT.toISOString() })).toEqual(render('de'));
  });

  it('leaves out the mail server row when none is given', () => {
    expect(render('en').text).not.toContain('Mail server');
  });

  it('renders German', () => {
    const email = render('de');
    expect(email.subject).toBe('Marquee: Ihre E-Mail-Einstellungen funktionieren');
    expect(email.html).toContain('<html lang="de"');
    expect(email.text).toContain('Gesendet: 1. März 2026 um 10:15:02 UTC');
    expect(email.text).toContain('Marquee öffnen: https://tickets.example.com');
    expect(email.text).toContain('Diese E-Mail wurde von Marquee (https://tickets.example.com) gesendet.');
  });

  it('matches a region variant to its language', () => {
    const email = render('de-AT');
    expect(email.subject).toBe('Marquee: Ihre E-Mail-Einstellungen funktionieren');
    expect(email.html).toContain('<html lang="de"');
  });

  it.each(['ja', 'xx-YY', '', 'not a locale'])('falls back to English for %j', (locale) => {
    const email = render(locale);
    expect(email.subject).toBe('Marquee: your email settings work');
    expect(email.html).toContain('<html lang="en"');
  });

  it('speaks every supported locale, with its own date format', () => {
    const email = render('pt-BR');
    expect(email.subject).toBe('Marquee: suas configurações de e-mail estão funcionando');
    expect(email.html).toContain('<html lang="pt-BR"');
    expect(email.text).toContain(
      `Enviado em: ${new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(SENT_AT)}`,
    );
  });

  it('escapes every interpolated value in the HTML', () => {
    const hostile = '<script>alert("x")</script>';
    const email = renderEmail({
      ...BASE,
      appName: hostile,
      locale: 'en',
      data: { sentAt: SENT_AT, mailServer: `<img src=x onerror="alert(1)">` },
    });

    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    // Plain text is never interpreted as markup, so it carries the value as written.
    expect(email.text).toContain(hostile);
    expect(email.subject).toBe(`${hostile}: your email settings work`);
  });

  it('escapes the URL inside the href attribute', () => {
    const email = renderEmail({
      ...BASE,
      frontendUrl: 'https://tickets.example.com/?a=1&b="x"',
      locale: 'en',
      data: { sentAt: SENT_AT },
    });
    expect(email.html).toContain('href="https://tickets.example.com/?a=1&amp;b=&quot;x&quot;"');
  });

  it('refuses to link to a script URL', () => {
    expect(() =>
      renderEmail({ ...BASE, frontendUrl: 'javascript:alert(1)', locale: 'en', data: { sentAt: SENT_AT } }),
    ).toThrow(/javascript:/);
  });

  it.each(['en', 'de'])('gives a %s text alternative with no tags', (locale) => {
    const { text } = render(locale, { sentAt: SENT_AT, mailServer: 'smtp.example.com:587' });
    expect(text).not.toMatch(TAG);
    expect(text).not.toMatch(/&(amp|lt|gt|quot|#39);/);
    expect(text.startsWith('Marquee\n\n')).toBe(true);
  });

  it('names the platform support address in the footer when PLATFORM_SUPPORT_EMAIL is set, and only then', () => {
    const withSupport = renderEmail({
      ...BASE,
      supportEmail: 'help@example.com',
      locale: 'en',
      data: { sentAt: SENT_AT },
    });
    expect(withSupport.html).toContain('Need help? Write to help@example.com.');
    expect(withSupport.text).toContain('Need help? Write to help@example.com.');
    expect(render('en').text).not.toContain('Need help?');
    const german = renderEmail({ ...BASE, supportEmail: 'hilfe@example.com', locale: 'de', data: { sentAt: SENT_AT } });
    expect(german.text).toContain('Fragen? Schreiben Sie an hilfe@example.com.');
  });
});
