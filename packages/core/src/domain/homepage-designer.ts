/*
 * What the homepage designer offers (issue 29): its choices follow the page rules of page-sections.ts, so whatever
 * the organizer does with the buttons it shows, the list it saves keeps those rules.
 */
import {
  defaultPageSections,
  MAX_PAGE_SECTIONS,
  REQUIRED_SECTION_TYPES,
  sectionTypesOf,
  SINGLE_SECTION_TYPES,
  UNHIDEABLE_SECTION_TYPES,
  type TPageKind,
  type TPageSection,
  type TPageSectionType,
} from './page-sections';
import type { TContrastPair } from './page-theme';

/** The page's own blocks (hero, tickets, the events list) stay. */
export function isSectionRemovable(kind: TPageKind, type: TPageSectionType): boolean {
  return !REQUIRED_SECTION_TYPES[kind].includes(type);
}

/** Buyers always find the tickets and the events list. */
export function isSectionHideable(type: TPageSectionType): boolean {
  return !UNHIDEABLE_SECTION_TYPES.includes(type);
}

/** The types "Add section" offers: the page kind's, less the single-instance ones the page has already. */
export function addableSectionTypes(kind: TPageKind, sections: readonly TPageSection[]): TPageSectionType[] {
  if (sections.length >= MAX_PAGE_SECTIONS) return [];
  const present = new Set(sections.map((section) => section.type));
  return sectionTypesOf(kind).filter((type) => !(SINGLE_SECTION_TYPES.includes(type) && present.has(type)));
}

/** An id for a new block, readable in the saved JSON: its type, then `faq-2`, `faq-3`… when that is taken. */
export function nextSectionId(type: TPageSectionType, sections: readonly Pick<TPageSection, 'id'>[]): string {
  const taken = new Set(sections.map((section) => section.id));
  if (!taken.has(type)) return type;
  let suffix = 2;
  while (taken.has(`${type}-${suffix}`)) suffix += 1;
  return `${type}-${suffix}`;
}

/** The list the designer starts from: the page's own, or the defaults when it never had one. */
export function sectionsToDesign(
  kind: TPageKind,
  sections: readonly TPageSection[] | null | undefined,
): TPageSection[] {
  return sections && sections.length > 0 ? [...sections] : defaultPageSections(kind);
}

/**
 * Which theme colour a contrast suggestion replaces: body text is fixed by the mode, so a failing text pair moves
 * the background; every other pair moves the accent.
 */
export function contrastFixField(pair: TContrastPair): 'accent' | 'background' {
  return pair === 'text' ? 'background' : 'accent';
}
