import { useLingui } from '@lingui/react/macro';
import type { TPageKind, TPageSection, TPageSectionType } from '@marquee/core';

/** Each block's name as the designer lists it, and what it shows, in the reader's language. */
export function useSectionLabels(kind: TPageKind) {
  const { t } = useLingui();
  const names: Record<TPageSectionType, string> = {
    hero: t`Header`,
    tickets: t`Tickets`,
    about: t`About`,
    location: t`Location`,
    events: t`Events`,
    contact: t`Contact`,
    schedule: t`Schedule`,
    speakers: t`Speakers`,
    faq: t`FAQ`,
    gallery: t`Gallery`,
    sponsors: t`Sponsors`,
  };
  const hints: Record<TPageSectionType, string> = {
    hero:
      kind === 'event'
        ? t`The cover, the event's name, its dates and place.`
        : t`The cover, your logo and your organizer's name.`,
    tickets: t`The tickets and the button to buy them.`,
    about: kind === 'event' ? t`A text about the event.` : t`A text about you.`,
    location: t`Where it happens, with a map link.`,
    events: t`Your upcoming and past events.`,
    contact: t`A form buyers use to write to you.`,
    schedule: t`The programme, hour by hour.`,
    speakers: t`The line-up: photos, names, roles and links.`,
    faq: t`Questions and answers.`,
    gallery: t`A set of pictures.`,
    sponsors: t`Logos and links of your sponsors.`,
  };
  return {
    typeName: (type: TPageSectionType) => names[type],
    typeHint: (type: TPageSectionType) => hints[type],
    /** A block's own heading when the organizer gave one, else its type's name. */
    sectionName: (section: Pick<TPageSection, 'type' | 'title'>) => section.title?.trim() || names[section.type],
  };
}
