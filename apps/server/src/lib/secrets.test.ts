import { describe, expect, it } from 'vitest';
import { newNumericCode, randomString, shortId } from './secrets';

describe('randomString', () => {
  it('has the asked length and only characters of the alphabet', () => {
    for (const length of [0, 1, 13, 24, 100]) {
      const value = randomString(length);
      expect(value).toHaveLength(length);
      expect(value).toMatch(/^[A-Za-z0-9]*$/);
    }
    expect(newNumericCode(5)).toMatch(/^\d{5}$/);
    expect(shortId('o')).toMatch(/^o_[A-Za-z0-9]{13}$/);
    expect(randomString(8, 'ab')).toMatch(/^[ab]{8}$/);
  });

  it('draws every character of the alphabet about equally often', () => {
    // 62 characters: without dropping bytes 248-255, the first eight would come up a quarter more often than the rest.
    const counts = new Map<string, number>();
    const draws = 62 * 2_000;
    for (const character of randomString(draws)) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(2_000 * 0.85);
      expect(count).toBeLessThan(2_000 * 1.15);
    }
  });

  it('gives independent ids across refills of its byte pool', () => {
    // 3,000 short ids use about 40,000 random bytes: ten refills of the 4 KiB pool.
    const ids = Array.from({ length: 3_000 }, () => shortId('o'));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => id.slice(2, 6))).size).toBeGreaterThan(2_900);
  });

  it('refuses an alphabet it cannot draw from evenly', () => {
    expect(() => randomString(4, '')).toThrow(RangeError);
    expect(() => randomString(4, 'x'.repeat(257))).toThrow(RangeError);
  });
});
