import type { TWebhook, TWebhookEventType } from '@marquee/core';
import type { TCreateWebhookBody } from '../api/webhooks';

export type TWebhookFormValues = {
  url: string;
  description: string;
  event_types: TWebhookEventType[];
  /** Organizer endpoints: every event of the organizer, present and future, or the chosen ones. */
  event_scope: 'ALL' | 'SOME';
  event_ids: string[];
  /** A new endpoint may start paused, to set its receiver up before traffic arrives. */
  is_paused: boolean;
};

export function webhookFormValues(webhook: TWebhook | null): TWebhookFormValues {
  return {
    url: webhook?.url ?? '',
    description: webhook?.description ?? '',
    event_types: webhook?.event_types ?? [],
    event_scope: webhook?.event_ids?.length ? 'SOME' : 'ALL',
    event_ids: webhook?.event_ids ?? [],
    is_paused: false,
  };
}

/**
 * The request body: an empty description is none; `event_ids` only for organizer endpoints (null = all events);
 * `status` only when creating (pausing an existing endpoint is a menu action, and keeps a DISABLED one as it is).
 */
export function webhookFormBody(
  values: TWebhookFormValues,
  { isOrganizer, isNew }: { isOrganizer: boolean; isNew: boolean },
): TCreateWebhookBody {
  const description = values.description.trim();
  return {
    url: values.url.trim(),
    description: description === '' ? null : description,
    event_types: values.event_types,
    ...(isNew ? { status: values.is_paused ? ('PAUSED' as const) : ('ENABLED' as const) } : {}),
    ...(isOrganizer ? { event_ids: values.event_scope === 'SOME' ? values.event_ids : null } : {}),
  };
}

/** An absolute http(s) URL; the server also refuses private and reserved addresses (decision 145). */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `event_types.2` → `event_types`: the server names list items, the form shows one message per list. */
export const formFieldOf = (path: string) => path.replace(/^(event_types|event_ids)\.\d+$/, '$1');

/** The host of an endpoint ("hooks.example.com"), to name it in titles and toasts; the URL itself if it has none. */
export function urlHost(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
