import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugVariant, slugify } from './slug';

describe('slugify', () => {
  it('folds accents, lower-cases and joins words with single dashes', () => {
    expect(slugify('Café Müller & Friends!')).toBe('cafe-muller-friends');
    expect(slugify('  Straße   Fest  ')).toBe('strasse-fest');
    expect(slugify('Ørsted Æble')).toBe('orsted-aeble');
  });

  it('never returns an empty or invalid slug', () => {
    expect(slugify('!!!')).toBe('untitled');
    expect(slugify('日本のイベント', 'event')).toBe('event');
    fc.assert(
      fc.property(fc.string(), (name) => {
        const slug = slugify(name);
        expect(slug).toMatch(SLUG_PATTERN);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      }),
    );
  });
});

describe('slugVariant', () => {
  it('numbers alternatives and keeps the limit', () => {
    expect(slugVariant('summer-fest', 1)).toBe('summer-fest');
    expect(slugVariant('summer-fest', 2)).toBe('summer-fest-2');
    const long = 'a'.repeat(SLUG_MAX_LENGTH);
    expect(slugVariant(long, 12)).toHaveLength(SLUG_MAX_LENGTH);
    expect(slugVariant(long, 12)).toMatch(SLUG_PATTERN);
  });
});
