/*
 * Sections of the public event and organizer pages (issue 29, decision 155): an ordered list of blocks the organizer
 * adds, hides, reorders and edits in the homepage designer. A page that never opened the designer gets the defaults,
 * which draw it as it was before sections existed.
 */

export const EVENT_SECTION_TYPES = [
  'hero',
  'tickets',
  'about',
  'location',
  'schedule',
  'speakers',
  'faq',
  'gallery',
  'sponsors',
] as const;
export const ORGANIZER_SECTION_TYPES = [
  'hero',
  'about',
  'events',
  'schedule',
  'speakers',
  'faq',
  'gallery',
  'sponsors',
  'contact',
] as const;
export const PAGE_SECTION_TYPES = [...new Set([...EVENT_SECTION_TYPES, ...ORGANIZER_SECTION_TYPES])] as readonly (
  (typeof EVENT_SECTION_TYPES)[number] | (typeof ORGANIZER_SECTION_TYPES)[number]
)[];
export type TPageSectionType = (typeof PAGE_SECTION_TYPES)[number];
export type TPageKind = 'event' | 'organizer';

/** The page's own blocks: exactly one of each, never removed; the tickets and the events list are never hidden. */
export const REQUIRED_SECTION_TYPES: Record<TPageKind, readonly TPageSectionType[]> = {
  event: ['hero', 'tickets'],
  organizer: ['hero', 'events'],
};
export const UNHIDEABLE_SECTION_TYPES: readonly TPageSectionType[] = ['tickets', 'events'];
/** Sections drawn from the event's or organizer's own data: at most one each. */
export const SINGLE_SECTION_TYPES: readonly TPageSectionType[] = ['hero', 'tickets', 'location', 'events', 'contact'];

export const MAX_PAGE_SECTIONS = 30;
export const MAX_SECTION_ITEMS = 60;

export function sectionTypesOf(kind: TPageKind): readonly TPageSectionType[] {
  return kind === 'event' ? EVENT_SECTION_TYPES : ORGANIZER_SECTION_TYPES;
}

export type TScheduleItem = { time: string; title: string; description: string | null };
export type TSpeakerItem = { name: string; role: string | null; image_id: string | null; link: string | null };
export type TFaqItem = { question: string; answer: string };
export type TSponsorItem = { name: string; image_id: string | null; link: string | null };

type TSectionBase = { id: string; hidden: boolean; title: string | null };
export type TPageSection = TSectionBase &
  (
    | { type: 'hero' }
    | { type: 'tickets' }
    | { type: 'location' }
    | { type: 'events' }
    | { type: 'contact' }
    /** `body_html` null: the event's description (or the organizer's) as it is. */
    | { type: 'about'; body_html: string | null }
    | { type: 'schedule'; items: TScheduleItem[] }
    | { type: 'speakers'; items: TSpeakerItem[] }
    | { type: 'faq'; items: TFaqItem[] }
    | { type: 'gallery'; image_ids: string[] }
    | { type: 'sponsors'; items: TSponsorItem[] }
  );

/** A fresh block of a type, as the designer adds it. */
export function newPageSection(type: TPageSectionType, id: string): TPageSection {
  const base = { id, hidden: false, title: null };
  switch (type) {
    case 'about':
      return { ...base, type, body_html: null };
    case 'schedule':
    case 'speakers':
    case 'faq':
    case 'sponsors':
      return { ...base, type, items: [] };
    case 'gallery':
      return { ...base, type, image_ids: [] };
    default:
      return { ...base, type };
  }
}

/** What a page shows when its organizer never arranged it: the layout the pages had before sections. */
export function defaultPageSections(kind: TPageKind): TPageSection[] {
  // The hero already shows the venue with its map link: a location block is the organizer's choice to add.
  const types: TPageSectionType[] = kind === 'event' ? ['hero', 'tickets', 'about'] : ['hero', 'about', 'events'];
  return types.map((type) => newPageSection(type, type));
}

/**
 * The rules a list of sections must keep beyond each block's own shape, as field errors keyed by path
 * (`homepage_sections.3.type`): types this page has, the required blocks present once, single blocks once,
 * unique ids, the tickets and the events list visible.
 */
export function pageSectionsProblems(
  kind: TPageKind,
  sections: readonly TPageSection[],
  field = 'homepage_sections',
): Record<string, string> {
  const problems: Record<string, string> = {};
  const allowed = sectionTypesOf(kind);
  const seenIds = new Set<string>();
  const seenTypes = new Map<TPageSectionType, number>();
  sections.forEach((section, index) => {
    if (!allowed.includes(section.type)) {
      problems[`${field}.${index}.type`] = `A ${kind} page has no "${section.type}" section.`;
    }
    if (seenIds.has(section.id)) problems[`${field}.${index}.id`] = 'Each section needs its own id.';
    seenIds.add(section.id);
    const count = (seenTypes.get(section.type) ?? 0) + 1;
    seenTypes.set(section.type, count);
    if (count > 1 && SINGLE_SECTION_TYPES.includes(section.type)) {
      problems[`${field}.${index}.type`] = `The page can show its "${section.type}" section only once.`;
    }
    if (section.hidden && UNHIDEABLE_SECTION_TYPES.includes(section.type)) {
      problems[`${field}.${index}.hidden`] =
        section.type === 'tickets' ? 'The tickets stay on the page.' : 'The events list stays on the page.';
    }
  });
  for (const type of REQUIRED_SECTION_TYPES[kind]) {
    if (!seenTypes.has(type)) problems[field] = `The page needs its "${type}" section.`;
  }
  return problems;
}

/** Every image a list of sections names (speakers' photos, the gallery, sponsors' logos), each once. */
export function sectionImageIds(sections: readonly TPageSection[]): string[] {
  const ids = new Set<string>();
  for (const section of sections) {
    if (section.type === 'gallery') section.image_ids.forEach((id) => ids.add(id));
    if (section.type === 'speakers' || section.type === 'sponsors') {
      for (const item of section.items) if (item.image_id) ids.add(item.image_id);
    }
  }
  return [...ids];
}

/** The sections without their pictures, for a copy of the page that does not have the original's uploads. */
export function withoutSectionPictures(sections: readonly TPageSection[]): TPageSection[] {
  return sections.map((section) => {
    if (section.type === 'gallery') return { ...section, image_ids: [] };
    if (section.type === 'speakers')
      return { ...section, items: section.items.map((item) => ({ ...item, image_id: null })) };
    if (section.type === 'sponsors')
      return { ...section, items: section.items.map((item) => ({ ...item, image_id: null })) };
    return section;
  });
}
