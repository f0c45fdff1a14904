import type { FormErrors } from '@mantine/form';
import {
  isHexColour,
  isRichTextEmpty,
  sectionsToDesign,
  type THomepageDesign,
  type TPageKind,
  type TPageSection,
  type TPageTheme,
} from '@marquee/core';
import type { TDesignSettings } from '../api/homepage-design';

/** The designer's form holds the design as the API takes it; inputs show null texts as empty. */
export type TDesignFormValues = THomepageDesign;

export const SECTIONS_FIELD = 'homepage_sections';
export const THEME_FIELD = 'homepage_theme_settings';
const DRAFT_PREFIX = 'homepage_design_draft.';

/** What the designer opens: the saved draft when there is one (work goes on where it stopped), else the published. */
export function designOf(kind: TPageKind, settings: TDesignSettings): TDesignFormValues {
  return toDesign(kind, settings.homepage_design_draft ?? settings);
}

/** What buyers see now. */
export function publishedDesignOf(kind: TPageKind, settings: TDesignSettings): TDesignFormValues {
  return toDesign(kind, settings);
}

function toDesign(kind: TPageKind, source: THomepageDesign): TDesignFormValues {
  return {
    homepage_theme_settings: { ...source.homepage_theme_settings },
    homepage_sections: sectionsToDesign(kind, source.homepage_sections),
  };
}

const optional = (value: string | null): string | null => value?.trim() || null;

/**
 * The design as it is saved: texts trimmed, empty optional texts and links null (the contract's choice), and an
 * empty about text null, which means "the event's own description".
 */
export function normaliseDesign(design: TDesignFormValues): TDesignFormValues {
  return {
    homepage_theme_settings: {
      ...design.homepage_theme_settings,
      accent: design.homepage_theme_settings.accent.trim(),
      background: design.homepage_theme_settings.background.trim(),
    },
    homepage_sections: design.homepage_sections.map(normaliseSection),
  };
}

function normaliseSection(section: TPageSection): TPageSection {
  const base = { ...section, title: optional(section.title) };
  switch (base.type) {
    case 'about':
      return { ...base, body_html: base.body_html && !isRichTextEmpty(base.body_html) ? base.body_html : null };
    case 'schedule':
      return {
        ...base,
        items: base.items.map((item) => ({
          time: item.time.trim(),
          title: item.title.trim(),
          description: optional(item.description),
        })),
      };
    case 'speakers':
      return {
        ...base,
        items: base.items.map((item) => ({
          name: item.name.trim(),
          role: optional(item.role),
          image_id: item.image_id,
          link: optional(item.link),
        })),
      };
    case 'faq':
      return {
        ...base,
        items: base.items.map((item) => ({ question: item.question.trim(), answer: item.answer.trim() })),
      };
    case 'sponsors':
      return {
        ...base,
        items: base.items.map((item) => ({
          name: item.name.trim(),
          image_id: item.image_id,
          link: optional(item.link),
        })),
      };
    default:
      return base;
  }
}

/**
 * The theme the preview draws while a colour is half typed: each colour that is not a hex colour yet stays as it
 * last was, so the frame never receives a value the page cannot draw.
 */
export function previewThemeOf(theme: TPageTheme, fallback: TPageTheme): TPageTheme {
  return {
    ...theme,
    accent: isHexColour(theme.accent.trim()) ? theme.accent.trim() : fallback.accent,
    background: isHexColour(theme.background.trim()) ? theme.background.trim() : fallback.background,
  };
}

/** The server names a draft's fields under `homepage_design_draft.`; the form holds the design itself. */
export function designFieldOf(path: string): string {
  return path.startsWith(DRAFT_PREFIX) ? path.slice(DRAFT_PREFIX.length) : path;
}

/** How many of the form's errors belong to the section at `index` (its fields and its items'). */
export function sectionErrorCount(errors: FormErrors, index: number): number {
  const prefix = `${SECTIONS_FIELD}.${index}`;
  return Object.entries(errors).filter(
    ([path, error]) => Boolean(error) && (path === prefix || path.startsWith(`${prefix}.`)),
  ).length;
}

/** Where the first error of a refused save is: the theme, a section (by id), or the list itself. */
export type TErrorPlace = { panel: 'theme' } | { panel: 'sections'; sectionId: string | null };

export function firstErrorPlace(errors: FormErrors, sections: readonly TPageSection[]): TErrorPlace | null {
  const paths = Object.keys(errors).filter((path) => Boolean(errors[path]));
  if (paths.some((path) => path.startsWith(THEME_FIELD))) return { panel: 'theme' };
  for (const path of paths) {
    const match = new RegExp(`^${SECTIONS_FIELD}\\.(\\d+)(\\.|$)`).exec(path);
    const section = match ? sections[Number(match[1])] : undefined;
    if (section) return { panel: 'sections', sectionId: section.id };
  }
  return paths.length > 0 ? { panel: 'sections', sectionId: null } : null;
}
