import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colour-contrast';
import { COLOR_THEME_PRESETS, DEFAULT_EVENT_THEME, pageThemeContrast, readableAccent } from './page-theme';

describe('page themes', () => {
  it('has the eleven presets of §13, each passing every contrast check as it is', () => {
    expect(COLOR_THEME_PRESETS.map((preset) => preset.name)).toEqual([
      'Classic',
      'Elegant',
      'Modern',
      'Ocean',
      'Forest',
      'Sunset',
      'Midnight',
      'Royal',
      'Coral',
      'Arctic',
      'Noir',
    ]);
    for (const preset of COLOR_THEME_PRESETS)
      expect({ preset: preset.name, failing: pageThemeContrast(preset).filter((check) => !check.passes) }).toEqual({
        preset: preset.name,
        failing: [],
      });
  });

  it('flags a low-contrast accent and suggests the nearest colour that passes', () => {
    const checks = pageThemeContrast({ accent: '#ffd166', background: '#ffffff', mode: 'light' });
    const link = checks.find((check) => check.pair === 'link')!;
    expect(link.passes).toBe(false);
    expect(contrastRatio(link.suggestion!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(checks.find((check) => check.pair === 'accent')!.passes).toBe(false);
    // The button's label is black on that yellow, which reads.
    expect(checks.find((check) => check.pair === 'button')).toMatchObject({ foreground: '#000000', passes: true });
  });

  it('draws text with a readable accent, even from the spec’s default theme', () => {
    expect(pageThemeContrast(DEFAULT_EVENT_THEME).find((check) => check.pair === 'link')!.passes).toBe(false);
    expect(contrastRatio(readableAccent(DEFAULT_EVENT_THEME), DEFAULT_EVENT_THEME.background)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(readableAccent({ accent: '#1d4ed8', background: '#ffffff' })).toBe('#1d4ed8');
  });
});
