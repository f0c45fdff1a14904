import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, nearestPassingColour, readableTextOn, relativeLuminance } from './colour-contrast';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('WCAG contrast', () => {
  it('matches the standard’s reference values', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Mantine's dimmed grey on white: 3.32, below AA (decision 153's fix of --mantine-color-dimmed).
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(readableTextOn('#ffd166')).toBe('#000000');
    expect(readableTextOn('#40296c')).toBe('#ffffff');
  });

  it('finds the nearest passing colour for any pair, and leaves a passing one alone', () => {
    fc.assert(
      fc.property(hex, hex, fc.constantFrom(3, 4.5, 7), (colour, against, minimum) => {
        const result = nearestPassingColour(colour, against, minimum);
        if (contrastRatio(colour, against) >= minimum) expect(result).toBe(colour);
        // Black or white reaches 4.5 against anything; 7 not always (mid-grey backgrounds), then the best one.
        else if (Math.max(contrastRatio('#000000', against), contrastRatio('#ffffff', against)) >= minimum)
          expect(contrastRatio(result, against)).toBeGreaterThanOrEqual(minimum);
      }),
      { numRuns: 300 },
    );
    // The spec's default accent as link text on its default background: 3.9, darkened just enough.
    const link = nearestPassingColour('#8b5cf6', '#f5f3ff', 4.5);
    expect(contrastRatio(link, '#f5f3ff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(link, '#f5f3ff')).toBeLessThan(4.7);
  });
});
