import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colour-contrast';
import {
  COLOR_THEME_PRESETS,
  DEFAULT_EVENT_THEME,
  pageThemeContrast,
  pageThemeCss,
  readableAccent,
  resolvePageTheme,
} from './page-theme';

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

describe('resolved page themes (the buyer pages never render text below AA)', () => {
  const hex = fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
    .map((channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

  it('keeps every colour pair it draws at AA, whatever the organizer picked', () => {
    fc.assert(
      fc.property(hex, hex, fc.constantFrom('light' as const, 'dark' as const), (accent, background, mode) => {
        const colours = resolvePageTheme({ accent, background, mode });
        expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colours.dimmed, colours.background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colours.link, colours.background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colours.fillLabel, colours.fill)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colours.fillLabel, colours.fillHover)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colours.tintText, colours.tint)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colours.tintText, colours.tintHover)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 300 },
    );
  });

  it('writes the theme over Mantine, and mirrors the cover behind a solid column only when asked', () => {
    const css = pageThemeCss({ accent: '#0e7490', background: '#ecfeff', mode: 'light' });
    expect(css).toContain('--mantine-color-body:#ecfeff');
    expect(css).toContain('--mantine-color-anchor:#0e7490');
    expect(css).not.toContain('[data-public-frame]');
    const mirrored = pageThemeCss(
      { ...DEFAULT_EVENT_THEME, background_type: 'MIRROR_COVER_IMAGE' },
      '/storage/covers/a"b).webp',
    );
    expect(mirrored).toContain('url("/storage/covers/a%22b%29.webp")');
    expect(mirrored).toContain('[data-public-column]{background:#f5f3ff');
    expect(
      pageThemeCss({ ...DEFAULT_EVENT_THEME, background_type: 'MIRROR_COVER_IMAGE' }, 'javascript:x'),
    ).not.toContain('url(');
  });
});
