import { describe, expect, it } from 'vitest';
import { ZDateTimeInput, ZDayInput, findUnsafeText, hasUnsafeText, isSafeText } from './input-hygiene';

describe('isSafeText (decision 127)', () => {
  it.each([
    ['plain text', true],
    ['Jazz 🎷 night', true],
    ['', true],
    ['a\u0000b', false],
    ['lone high \ud800', false],
    ['\udc00 lone low', false],
    ['reversed pair \udc00\ud800', false],
  ])('%j → %s', (value, isSafe) => {
    expect(isSafeText(value)).toBe(isSafe);
  });
});

describe('findUnsafeText', () => {
  it('names each bad string and key by its path, through arrays and nested objects', () => {
    const body = {
      order: { first_name: 'Ann', last_name: 'G\u0000' },
      products: [{ email: 'ok@example.com' }, { email: '\ud800' }],
      answers: { ['bad\u0000key']: 'x' },
      count: 3,
    };
    expect(findUnsafeText(body).map((issue) => issue.path)).toEqual([
      ['order', 'last_name'],
      ['products', 1, 'email'],
      ['answers', 'bad\uFFFDkey'],
    ]);
  });

  it('reads objects without a prototype, skips binary data and survives cycles', () => {
    const params = Object.create(null) as Record<string, unknown>;
    params.token = 'a\u0000';
    const cyclic: Record<string, unknown> = { name: 'ok', blob: new Uint8Array([0]) };
    cyclic.self = cyclic;
    expect(findUnsafeText(params)).toHaveLength(1);
    expect(findUnsafeText(cyclic)).toEqual([]);
    expect(findUnsafeText('\u0000')).toEqual([{ path: [], message: expect.any(String) }]);
  });

  it('answers the quick check every request pays exactly as the full walk does', () => {
    const params = Object.create(null) as Record<string, unknown>;
    params.token = 'a\u0000';
    const cyclic: Record<string, unknown> = { name: 'ok', blob: new Uint8Array([0]) };
    cyclic.self = cyclic;
    const cases: unknown[] = [
      params,
      cyclic,
      { order: { first_name: 'Ann' }, tags: ['a', 'b'], count: 3, emoji: '🎟️' },
      { answers: { ['bad\u0000key']: 'x' } },
      [{ email: '\udc00' }],
      '\u0000',
      'plain',
      null,
      undefined,
    ];
    for (const value of cases) expect(hasUnsafeText(value)).toBe(findUnsafeText(value).length > 0);
  });
});

describe('accepted dates', () => {
  it.each([
    ['1900-01-01T00:00:00Z', true],
    ['2200-12-31T23:59:59Z', true],
    ['2026-06-01T19:00:00+02:00', true],
    ['1899-12-31T23:59:59Z', false],
    ['2201-01-01T00:00:00Z', false],
    ['9999-12-31T23:00:00Z', false],
  ])('%s → %s', (value, isAccepted) => {
    expect(ZDateTimeInput.safeParse(value).success).toBe(isAccepted);
  });

  it('bounds days too', () => {
    expect(ZDayInput.safeParse('2026-06-01').success).toBe(true);
    expect(ZDayInput.safeParse('0001-01-01').success).toBe(false);
  });
});
