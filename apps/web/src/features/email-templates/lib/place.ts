import type { TEmailTemplate, TEmailTemplateType } from '@marquee/core';

/**
 * Where templates are edited: an event (which falls back to its organizer's templates) or an organizer (which falls
 * back to the built-in emails). The event's organizer is needed to tell which of the two applies.
 */
export type TEmailTemplatePlace =
  { kind: 'event'; eventId: string; organizerId: string } | { kind: 'organizer'; organizerId: string };

/** The owner of one list of templates, as the API addresses it. */
export type TEmailTemplateOwner = { kind: 'event' | 'organizer'; id: string };

export const ownerOfPlace = (place: TEmailTemplatePlace): TEmailTemplateOwner =>
  place.kind === 'event' ? { kind: 'event', id: place.eventId } : { kind: 'organizer', id: place.organizerId };

/**
 * What a type's emails use now, seen from one place:
 * - CUSTOM: this place's own active template;
 * - INACTIVE: this place has one, switched off (what applies instead is `fallback`);
 * - ORGANIZER: (event level) none here, the organizer's active template applies;
 * - DEFAULT: the built-in email.
 */
export type TTemplateState = 'CUSTOM' | 'INACTIVE' | 'ORGANIZER' | 'DEFAULT';

/** What is sent when this place has no active template of the type: the organizer's active one, else the default. */
export type TTemplateFallback = 'ORGANIZER' | 'DEFAULT';

export type TTemplateStatus = {
  state: TTemplateState;
  /** This place's own template of the type, active or not. */
  own: TEmailTemplate | null;
  fallback: TTemplateFallback;
};

/**
 * The status of each type at a place, from its own templates and (at event level) the organizer's. The organizer's
 * list is ignored at organizer level: nothing sits between an organizer and the built-in emails.
 */
export function templateStatus(input: {
  place: TEmailTemplatePlace;
  type: TEmailTemplateType;
  own: readonly TEmailTemplate[];
  organizers: readonly TEmailTemplate[];
}): TTemplateStatus {
  const { place, type } = input;
  const own = input.own.find((template) => template.template_type === type) ?? null;
  const hasOrganizerTemplate =
    place.kind === 'event' &&
    input.organizers.some((template) => template.template_type === type && template.is_active);
  const fallback: TTemplateFallback = hasOrganizerTemplate ? 'ORGANIZER' : 'DEFAULT';
  if (own) return { state: own.is_active ? 'CUSTOM' : 'INACTIVE', own, fallback };
  return { state: fallback, own: null, fallback };
}
