/** Where a webhook lives: one event, or an organizer (all its events, or some of them). */
export type TWebhookScope = { kind: 'event'; eventId: string } | { kind: 'organizer'; organizerId: string };

export const scopeId = (scope: TWebhookScope) => (scope.kind === 'event' ? scope.eventId : scope.organizerId);

/** The API base of the scope's webhooks: `events/{id}/webhooks` or `organizers/{id}/webhooks`. */
export function webhooksApiPath(scope: TWebhookScope): string {
  const owner = scope.kind === 'event' ? 'events' : 'organizers';
  return `${owner}/${encodeURIComponent(scopeId(scope))}/webhooks`;
}

export const webhookApiPath = (scope: TWebhookScope, webhookId: string) =>
  `${webhooksApiPath(scope)}/${encodeURIComponent(webhookId)}`;

/** The screen of the scope's webhooks: `/manage/event/{id}/webhooks` or `/manage/organizer/{id}/webhooks`. */
export function webhooksScreenPath(scope: TWebhookScope): string {
  const area = scope.kind === 'event' ? 'event' : 'organizer';
  return `/manage/${area}/${encodeURIComponent(scopeId(scope))}/webhooks`;
}

export const deliveriesScreenPath = (scope: TWebhookScope, webhookId: string) =>
  `${webhooksScreenPath(scope)}/${encodeURIComponent(webhookId)}/deliveries`;
