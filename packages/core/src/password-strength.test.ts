import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, weakPasswordMessage } from './domain/password-verdict';
import { passwordStrength } from './password-strength';

describe('passwordStrength (decision 136)', () => {
  it('refuses the common passwords the issue names, and their like', () => {
    for (const password of ['12345678', 'password', 'password123', 'qwertyuiop', 'iloveyou1', 'aaaaaaaaaa']) {
      const strength = passwordStrength(password);
      expect(strength.score, password).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(strength.isStrongEnough, password).toBe(false);
    }
  });

  it('names what makes a common password weak', () => {
    const strength = passwordStrength('password');
    expect(strength.warning).toBe('topTen');
    expect(weakPasswordMessage(strength)).toBe(
      'This password is too easy to guess. This is a heavily used password. Add more words or characters, or use a passphrase.',
    );
  });

  it('accepts a passphrase and a long random string', () => {
    for (const password of ['correct-horse-battery', 'Tangerine rafts at dawn', 'k7#Qm2!vXp9z']) {
      expect(passwordStrength(password).isStrongEnough, password).toBe(true);
    }
  });

  it("counts the person's own email and names as known words", () => {
    const alone = passwordStrength('lovelace2024');
    const known = passwordStrength('lovelace2024', ['ada.lovelace@example.com', 'Ada', 'Lovelace']);
    expect(known.score).toBeLessThan(alone.score);
    expect(known.isStrongEnough).toBe(false);
    expect(known.warning).toBe('userInputs');
    expect(passwordStrength('ada.lovelace@example.com', ['ada.lovelace@example.com']).isStrongEnough).toBe(false);
  });
});
