import { ZInviteUser, ZRegister } from '@marquee/core';
import { afterEach, describe, expect, it } from 'vitest';
import { contractResolver } from './form-validation';
import { activateLocale } from './i18n';

afterEach(async () => {
  await activateLocale('en');
});

const registration = {
  first_name: 'Ada',
  last_name: '',
  email: 'ada@example.com',
  password: 'long enough password',
  password_confirmation: 'long enough password',
};

describe('contractResolver', () => {
  it('passes valid values without errors', () => {
    expect(contractResolver(ZRegister)(registration)).toEqual({});
  });

  it('reports the first problem of each field, keyed by path, in plain words', () => {
    const errors = contractResolver(ZRegister)({
      ...registration,
      first_name: ' ',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'different',
    });

    expect(errors).toEqual({
      first_name: 'Enter your first name.',
      email: 'Enter a valid email address, like name@example.com.',
      password: 'Use at least 8 characters.',
      password_confirmation: 'The passwords do not match.',
    });
  });

  it('speaks the active language, for contract messages and length rules alike', async () => {
    await activateLocale('de');

    const errors = contractResolver(ZRegister)({ ...registration, email: 'nope', password: 'short' });

    expect(errors.email).toBe('Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@example.com.');
    expect(errors.password).toBe('Verwenden Sie mindestens 8 Zeichen.');
  });

  it('describes an enum mismatch without leaking the contract wording', () => {
    const errors = contractResolver(ZInviteUser)({ first_name: 'Joan', email: 'joan@example.com', role: 'OWNER' });

    expect(errors).toEqual({ role: 'Choose one of the options.' });
  });

  it('checks prepared values and lets form-only rules win', () => {
    const resolve = contractResolver<{ name: string; agreed: boolean }>(ZInviteUser, {
      prepare: (values) => ({ first_name: values.name, email: 'a@example.com', role: 'ADMIN' }),
      extra: (values) => ({ agreed: values.agreed ? null : 'Please agree.', first_name: null }),
    });

    expect(resolve({ name: '', agreed: false })).toEqual({
      first_name: 'Enter a first name.',
      agreed: 'Please agree.',
    });
    expect(resolve({ name: 'Joan', agreed: true })).toEqual({});
  });
});
