import { afterEach, describe, expect, it } from 'vitest';
import { errorCodeText, localizeErrorBody } from './error-text';
import { activateLocale } from './i18n';

afterEach(async () => {
  await activateLocale('en');
});

const shortage = {
  message: 'Only 2 left of VIP.',
  errors: {},
  code: 'only_n_left',
  params: { n: 2, product: 'VIP' },
  error_codes: {},
};

describe('error answers in the reader’s language (decision 158)', () => {
  it('keeps the server’s own sentences for English readers', () => {
    expect(localizeErrorBody(shortage, 409)).toEqual({ message: 'Only 2 left of VIP.', fieldErrors: {} });
  });

  it('words each code in the active language, with its values', async () => {
    await activateLocale('de');
    expect(localizeErrorBody(shortage, 409).message).toBe('Von VIP sind nur noch 2 verfügbar.');
    const invalid = localizeErrorBody(
      {
        message: 'The given data was invalid.',
        errors: { title: ['Too long.'], email: ['Bad.'], note: ['Something new.'] },
        code: 'validation_failed',
        error_codes: { title: [{ code: 'too_long', params: { max: 150 } }], email: [{ code: 'invalid_email' }] },
      },
      422,
    );
    expect(invalid.fieldErrors.title).toEqual(['Verwenden Sie höchstens 150 Zeichen.']);
    expect(invalid.fieldErrors.email![0]).toMatch(/E-Mail-Adresse/);
    // A field without a code this build knows gets a general hint, never the English sentence.
    expect(invalid.fieldErrors.note![0]).not.toBe('Something new.');
  });

  it('words a code this build does not know by its class, and several shortages one by one', async () => {
    await activateLocale('de');
    const unknown = localizeErrorBody({ message: 'A new rule.', errors: {}, code: 'some_new_rule' }, 409);
    expect(unknown.message).toBe(
      'Das ist im aktuellen Zustand nicht möglich. Laden Sie die Seite neu und versuchen Sie es erneut.',
    );
    const several = localizeErrorBody(
      {
        message: 'VIP is sold out. Only 1 left of Floor.',
        errors: {},
        code: 'not_enough_tickets',
        shortages: [
          { code: 'sold_out', params: { product: 'VIP' } },
          { code: 'only_n_left', params: { n: 1, product: 'Floor' } },
        ],
      } as Parameters<typeof localizeErrorBody>[0],
      409,
    );
    expect(several.message).toContain('Von Floor sind nur noch 1 verfügbar.');
    expect(several.message).not.toContain('sold out');
  });

  it('words the waiting list’s refusals by their code (issue 31)', async () => {
    await activateLocale('de');
    for (const code of [
      'waitlist_closed',
      'waitlist_already_joined',
      'waitlist_not_needed',
      'waitlist_entry_closed',
      'waitlist_offer_closed',
    ]) {
      expect(errorCodeText({ code }), code).not.toBeNull();
      const { message } = localizeErrorBody({ message: 'The server’s English.', errors: {}, code }, 409);
      expect(message, code).toBe(errorCodeText({ code }));
    }
  });

  it('words the email templates’ refusals, with the broken tag or the unknown variable (decision 165)', () => {
    for (const code of ['email_template_exists', 'account_unverified']) {
      expect(errorCodeText({ code }), code).not.toBeNull();
    }
    expect(errorCodeText({ code: 'template_syntax', params: { detail: "Unknown tag 'iff'" } })).toContain(
      "Unknown tag 'iff'",
    );
    expect(errorCodeText({ code: 'template_unknown_variable', params: { variable: 'order.secret' } })).toContain(
      '{{ order.secret }}',
    );
  });
});
