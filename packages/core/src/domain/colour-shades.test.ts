import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateColourShades, isHexColour } from './colour-shades';

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const linear = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = linear;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
}

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');
const hexColour = fc.oneof(
  ...[3, 4, 6, 8].map((length) =>
    fc.array(hexDigit, { minLength: length, maxLength: length }).map((digits) => `#${digits.join('')}`),
  ),
);

describe('isHexColour', () => {
  it.each(['#fff', '#FFF', '#ffff', '#40296c', '#40296C', '#40296c80', '#000000', '#AbCdEf'])('accepts %j', (value) => {
    expect(isHexColour(value)).toBe(true);
  });

  it.each([
    '',
    '#',
    'fff',
    '40296c',
    '#ff',
    '#fffff',
    '#fffffff',
    '#fffffffff',
    '#ggg',
    '#40296g',
    ' #40296c',
    '#40296c ',
    '##40296c',
    'red',
    'rgb(0, 0, 0)',
    '#40296c\n',
  ])('rejects %j', (value) => {
    expect(isHexColour(value)).toBe(false);
  });

  it('rejects non-strings at runtime', () => {
    expect(isHexColour(null as unknown as string)).toBe(false);
    expect(isHexColour(0xffffff as unknown as string)).toBe(false);
  });
});

describe('generateColourShades', () => {
  it('produces ten shades with the input colour at index 6', () => {
    const shades = generateColourShades('#40296c');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#40296c');
  });

  it('produces a known palette for a known colour', () => {
    expect(generateColourShades('#40296C')).toEqual([
      '#eceaf0',
      '#cfcada',
      '#b3a9c4',
      '#9689ae',
      '#796998',
      '#5d4982',
      '#40296c',
      '#36235c',
      '#2d1d4c',
      '#23173b',
    ]);
  });

  it.each([
    ['#40296C', '#40296c'],
    ['#ABC', '#aabbcc'],
    ['#abcd', '#aabbcc'],
    ['#40296c80', '#40296c'],
    ['#40296C00', '#40296c'],
  ])('normalises %j to %j at index 6', (input, expected) => {
    expect(generateColourShades(input)[6]).toBe(expected);
  });

  it('keeps white and black at the ends of the range', () => {
    const white = generateColourShades('#ffffff');
    expect(white.slice(0, 7)).toEqual(Array(7).fill('#ffffff'));
    expect(white[9]).toBe('#8c8c8c');
    const black = generateColourShades('#000');
    expect(black[0]).toBe('#e6e6e6');
    expect(black.slice(6)).toEqual(Array(4).fill('#000000'));
  });

  it.each(['', 'red', '40296c', '#12345', '#xyz', ' #40296c', '#40296c ', 'rgb(1,2,3)'])(
    'throws a RangeError for %j',
    (input) => {
      expect(() => generateColourShades(input)).toThrow(RangeError);
    },
  );

  it('names the rejected value and the accepted forms in the error', () => {
    expect(() => generateColourShades('purple')).toThrow(
      'Invalid hex colour "purple": expected #rgb, #rgba, #rrggbb or #rrggbbaa',
    );
  });

  it('throws a RangeError for non-strings at runtime', () => {
    expect(() => generateColourShades(undefined as unknown as string)).toThrow(RangeError);
  });

  it('always yields lowercase #rrggbb shades with the normalised input at index 6', () => {
    fc.assert(
      fc.property(hexColour, (hex) => {
        const shades = generateColourShades(hex);
        expect(shades).toHaveLength(10);
        for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
        const digits = hex.slice(1).toLowerCase();
        const expected =
          digits.length <= 4
            ? `#${Array.from(digits.slice(0, 3), (digit) => digit + digit).join('')}`
            : `#${digits.slice(0, 6)}`;
        expect(shades[6]).toBe(expected);
      }),
    );
  });

  it('is monotonic in luminance, lightest first', () => {
    fc.assert(
      fc.property(hexColour, (hex) => {
        const levels = generateColourShades(hex).map(luminance);
        for (let index = 1; index < levels.length; index += 1) {
          expect(levels[index]).toBeLessThanOrEqual(levels[index - 1] ?? Number.NaN);
        }
        // Whatever the input, the palette spans from light to dark.
        expect(levels[0]).toBeGreaterThan(levels[9] ?? Number.NaN);
      }),
    );
  });

  it('moves every channel towards white before index 6 and towards black after it', () => {
    fc.assert(
      fc.property(hexColour, (hex) => {
        const shades = generateColourShades(hex).map(channels);
        for (let index = 1; index < shades.length; index += 1) {
          const lighter = shades[index - 1] ?? [];
          const darker = shades[index] ?? [];
          darker.forEach((channel, position) => expect(channel).toBeLessThanOrEqual(lighter[position] ?? Number.NaN));
        }
      }),
    );
  });
});
