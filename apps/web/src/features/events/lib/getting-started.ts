import { isRichTextEmpty, type TEvent, type TEventSettings, type TProductCategory } from '@marquee/core';
import { eventCover, hasLocation } from './event-facts';

export type TChecklistKey = 'products' | 'details' | 'cover' | 'payment' | 'email' | 'live';

export type TChecklistItem = { key: TChecklistKey; isDone: boolean };

/**
 * The getting-started checklist (reference §6), computed from what the event really has: tickets, a description
 * and a place, a cover, a way to pay, a confirmed email and the LIVE status. `null` inputs count as not done.
 */
export function gettingStartedChecklist(input: {
  event: TEvent;
  settings: TEventSettings | null | undefined;
  categories: TProductCategory[] | null | undefined;
  isEmailVerified: boolean;
}): TChecklistItem[] {
  const { event, settings, categories } = input;
  return [
    { key: 'products', isDone: (categories ?? []).some((category) => category.products.length > 0) },
    { key: 'details', isDone: !isRichTextEmpty(event.description) && hasLocation(event) },
    { key: 'cover', isDone: eventCover(event) !== null },
    { key: 'payment', isDone: (settings?.payment_providers.length ?? 0) > 0 },
    { key: 'email', isDone: input.isEmailVerified },
    { key: 'live', isDone: event.status === 'LIVE' },
  ];
}
