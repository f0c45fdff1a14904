/*
 * Messages between a designer and the preview frame it shows (issue 29): the designer sends the unsaved design as
 * it changes; the preview page draws it without saving. Both sides check the other's origin (always our own).
 */
import type { TPageSection } from './page-sections';
import type { TPageTheme } from './page-theme';

export const DESIGN_PREVIEW_MESSAGE = 'marquee:design-preview';
export const DESIGN_PREVIEW_READY = 'marquee:design-preview-ready';

export type TDesignPreviewDesign = { homepage_theme_settings: TPageTheme; homepage_sections: TPageSection[] };
export type TDesignPreviewMessage = { type: typeof DESIGN_PREVIEW_MESSAGE; design: TDesignPreviewDesign };

export function readDesignPreviewMessage(data: unknown): TDesignPreviewDesign | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Partial<TDesignPreviewMessage>;
  if (message.type !== DESIGN_PREVIEW_MESSAGE || !message.design || typeof message.design !== 'object') return null;
  const { homepage_theme_settings: theme, homepage_sections: sections } = message.design;
  if (!theme || typeof theme !== 'object' || !Array.isArray(sections)) return null;
  return message.design;
}

export function isDesignPreviewReady(data: unknown): boolean {
  return !!data && typeof data === 'object' && (data as { type?: unknown }).type === DESIGN_PREVIEW_READY;
}
