import { afterEach, describe, expect, it, vi } from 'vitest';
import { getInitials } from './initials';

describe('getInitials', () => {
  it('takes the first letters of the first and last words, upper case', () => {
    expect(getInitials('ada lovelace')).toBe('AL');
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('Mary Jane Watson')).toBe('MW');
    expect(getInitials('jean-luc picard')).toBe('JP');
  });

  it('uses one letter for a single word', () => {
    expect(getInitials('cher')).toBe('C');
    expect(getInitials('  Prince  ')).toBe('P');
  });

  it('returns an empty string for blank or missing names', () => {
    expect(getInitials('')).toBe('');
    expect(getInitials('   ')).toBe('');
    expect(getInitials('\t\n\u00A0\u3000')).toBe('');
    expect(getInitials(null)).toBe('');
    expect(getInitials(undefined)).toBe('');
    expect(getInitials(42 as unknown as string)).toBe('');
  });

  it('collapses any whitespace between and around words', () => {
    expect(getInitials('  ada \t\n  lovelace  ')).toBe('AL');
    expect(getInitials('ada\u00A0lovelace')).toBe('AL');
    expect(getInitials('山田\u3000太郎')).toBe('山太');
  });

  it('keeps accented letters whole', () => {
    expect(getInitials('élodie durand')).toBe('ÉD');
    expect(getInitials('Łukasz Ørsted')).toBe('ŁØ');
    expect(getInitials('ümit özdemir')).toBe('ÜÖ');
  });

  it('keeps a decomposed accented letter whole', () => {
    expect(getInitials('e\u0301lodie durand')).toBe('ÉD');
  });

  it('keeps emoji and other astral characters whole', () => {
    expect(getInitials('😀 smile')).toBe('😀S');
    expect(getInitials('𝒜lice 𝒷ob')).toBe('𝒜𝒷');
    expect(getInitials('👩‍👩‍👧 family')).toBe('👩‍👩‍👧F');
    expect(getInitials('🇫🇷 France')).toBe('🇫🇷F');
  });

  it('handles scripts without case', () => {
    expect(getInitials('김 민준')).toBe('김민');
    expect(getInitials('Алексей Иванов')).toBe('АИ');
  });

  describe('without Intl.Segmenter', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.resetModules();
    });

    it('still keeps accented letters and surrogate pairs whole', async () => {
      vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
      vi.resetModules();
      const { getInitials: getInitialsWithoutSegmenter } = await import('./initials');
      expect(getInitialsWithoutSegmenter('élodie durand')).toBe('ÉD');
      expect(getInitialsWithoutSegmenter('e\u0301lodie durand')).toBe('ÉD');
      expect(getInitialsWithoutSegmenter('😀 smile')).toBe('😀S');
      expect(getInitialsWithoutSegmenter('𝒜lice 𝒷ob')).toBe('𝒜𝒷');
      expect(getInitialsWithoutSegmenter('   ')).toBe('');
      // Code points cannot keep a flag (two regional indicators) together; this proves the fallback ran.
      expect(getInitialsWithoutSegmenter('🇫🇷 France')).toBe('\u{1F1EB}F');
    });
  });
});
