import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('is empty for nothing and weak below the minimum length', () => {
    expect(passwordStrength('')).toEqual({ score: 0, isLongEnough: false });
    expect(passwordStrength('Ab1!xyz')).toEqual({ score: 1, isLongEnough: false });
  });

  it('keeps well-known and repetitive passwords weak whatever their length', () => {
    expect(passwordStrength('password123').score).toBe(1);
    expect(passwordStrength('aaaaaaaaaaaaaaaaaa').score).toBe(1);
  });

  it('rewards length first, then variety', () => {
    expect(passwordStrength('lowercase').score).toBe(1);
    expect(passwordStrength('lowercase1').score).toBe(2);
    expect(passwordStrength('lowercaseabcd').score).toBe(2);
    expect(passwordStrength('lowercase abcd').score).toBe(3);
    expect(passwordStrength('a longer lowercase phrase').score).toBe(4);
    expect(passwordStrength('Tr0ub4dor&3-horse').score).toBe(4);
  });

  it('counts characters, not UTF-16 units, for the minimum', () => {
    expect(passwordStrength('🎟️🎟️🎟️🎟️').isLongEnough).toBe(true);
    expect(passwordStrength('😀😀😀😀').isLongEnough).toBe(false);
  });
});
