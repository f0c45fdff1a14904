import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('reservation countdown', () => {
  it('counts whole seconds down to the reservation end and never below zero', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(secondsLeft('2026-03-01T10:15:00Z', now)).toBe(900);
    expect(secondsLeft('2026-03-01T10:00:00.200Z', now)).toBe(1);
    expect(secondsLeft('2026-03-01T09:59:00Z', now)).toBe(0);
    expect(secondsLeft(null, now)).toBe(0);
  });

  it('shows minutes and seconds, and hours only when needed', () => {
    expect(formatCountdown(905)).toBe('15:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });
});
