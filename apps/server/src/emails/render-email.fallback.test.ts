import { describe, expect, it, vi } from 'vitest';
import type * as GermanMessages from './messages/de';
import { renderEmail } from './render-email';

// A translation that is behind English: one key of the real German catalogue is missing.
vi.mock('./messages/de', async (importOriginal) => {
  const { de } = await importOriginal<typeof GermanMessages>();
  const behind = { ...de };
  delete behind['smtpTest.reason'];
  return { de: behind };
});

describe('renderEmail with a key missing from German', () => {
  it('uses English for that key and German for the rest', () => {
    const email = renderEmail({
      template: 'smtp_test',
      locale: 'de',
      data: { sentAt: new Date('2026-03-01T10:15:02Z') },
      appName: 'Marquee',
      frontendUrl: 'https://tickets.example.com',
    });
    expect(email.subject).toBe('Marquee: Ihre E-Mail-Einstellungen funktionieren');
    expect(email.text).toContain('You received this email because someone who runs Marquee started the email test.');
    expect(email.text).not.toContain('Sie erhalten diese E-Mail');
  });
});
