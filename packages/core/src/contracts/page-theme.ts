import { z } from 'zod';
import { HEX_COLOUR } from '../domain/public-config';
import { PAGE_BACKGROUND_TYPES, PAGE_THEME_MODES } from '../domain/page-theme';

const ZHex = z.string().trim().regex(HEX_COLOUR, { error: 'Use a hex colour such as #1a73e8.' });

/** `homepage_theme_settings` of events and organizers (server-behaviour §13, issue 29). */
export const ZPageTheme = z
  .object({
    accent: ZHex,
    background: ZHex,
    mode: z.enum(PAGE_THEME_MODES),
    background_type: z.enum(PAGE_BACKGROUND_TYPES),
  })
  .meta({ id: 'HomepageThemeSettings' });

export const ZColorThemePreset = z
  .object({
    id: z.string(),
    name: z.string(),
    accent: z.string(),
    background: z.string(),
    mode: z.enum(PAGE_THEME_MODES),
  })
  .meta({ id: 'ColorThemePreset' });
