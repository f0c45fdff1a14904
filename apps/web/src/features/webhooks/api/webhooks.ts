import type {
  TList,
  TResource,
  TWebhook,
  TWebhookDelivery,
  TWebhookEventType,
  TWebhookWithSecret,
  TCreateWebhook,
  TUpdateWebhook,
} from '@marquee/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { listParamsToSearchParams, type TListParams } from '../../../lib/list-params';
import { scopeId, webhookApiPath, webhooksApiPath, type TWebhookScope } from '../lib/webhook-scope';

export type TCreateWebhookBody = TCreateWebhook;
export type TUpdateWebhookBody = TUpdateWebhook;

/** Every webhook query of a scope sits under its key, so one invalidation refreshes lists, details and logs. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  scope: (scope: TWebhookScope) => [...webhookKeys.all, scope.kind, scopeId(scope)] as const,
  list: (scope: TWebhookScope, params: TListParams) => [...webhookKeys.scope(scope), 'list', params] as const,
  detail: (scope: TWebhookScope, webhookId: string) => [...webhookKeys.scope(scope), 'detail', webhookId] as const,
};

/** While a delivery waits for its attempt, the list reads again so its outcome shows without a reload. */
const PENDING_REFRESH_MS = 5_000;

export function webhooksQueryOptions(scope: TWebhookScope, params: TListParams) {
  return queryOptions({
    queryKey: webhookKeys.list(scope, params),
    queryFn: ({ signal }) =>
      apiClient.get<TList<TWebhook>>(webhooksApiPath(scope), { signal, query: listParamsToSearchParams(params) }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((webhook) => webhook.pending_delivery_count > 0) ? PENDING_REFRESH_MS : false,
  });
}

export function useWebhooks(scope: TWebhookScope, params: TListParams) {
  return useQuery(webhooksQueryOptions(scope, params));
}

export function webhookQueryOptions(scope: TWebhookScope, webhookId: string) {
  return queryOptions({
    queryKey: webhookKeys.detail(scope, webhookId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TWebhook>>(webhookApiPath(scope, webhookId), { signal })).data,
  });
}

export function useWebhook(scope: TWebhookScope, webhookId: string) {
  return useQuery(webhookQueryOptions(scope, webhookId));
}

/** Refreshes everything of the scope: a change shows in the list, the detail and the delivery log alike. */
export function useInvalidateWebhooks(scope: TWebhookScope) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.scope(scope) });
}

/** POST: the answer carries the signing secret, the only time besides a rotation. */
export function useCreateWebhook(scope: TWebhookScope) {
  const invalidate = useInvalidateWebhooks(scope);
  return useMutation({
    mutationFn: async (body: TCreateWebhookBody) =>
      (await apiClient.post<TResource<TWebhookWithSecret>>(webhooksApiPath(scope), body)).data,
    onSuccess: invalidate,
  });
}

/** PUT (partial): also pauses, resumes and re-enables with `status`. */
export function useUpdateWebhook(scope: TWebhookScope) {
  const invalidate = useInvalidateWebhooks(scope);
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: TUpdateWebhookBody }) =>
      (await apiClient.put<TResource<TWebhook>>(webhookApiPath(scope, id), body)).data,
    onSuccess: invalidate,
  });
}

export function useDeleteWebhook(scope: TWebhookScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<undefined>(webhookApiPath(scope, id)),
    onSuccess: async (_, id) => {
      // Its detail and log are gone: drop them rather than read them again into a 404; the lists read again.
      queryClient.removeQueries({ queryKey: webhookKeys.detail(scope, id) });
      await queryClient.invalidateQueries({ queryKey: [...webhookKeys.scope(scope), 'list'] });
    },
  });
}

/** A new secret; the old one keeps signing for `overlap_hours` (the server's default when left out). */
export function useRotateWebhookSecret(scope: TWebhookScope) {
  const invalidate = useInvalidateWebhooks(scope);
  return useMutation({
    mutationFn: async ({ id, overlapHours }: { id: string; overlapHours?: number }) =>
      (
        await apiClient.post<TResource<TWebhookWithSecret>>(`${webhookApiPath(scope, id)}/rotate-secret`, {
          overlap_hours: overlapHours,
        })
      ).data,
    onSuccess: invalidate,
  });
}

/** Queues a sample event (marked `is_test`) for the endpoint; it shows in the delivery log. */
export function useSendWebhookTest(scope: TWebhookScope) {
  const invalidate = useInvalidateWebhooks(scope);
  return useMutation({
    mutationFn: async ({ id, eventType }: { id: string; eventType?: TWebhookEventType }) =>
      (
        await apiClient.post<TResource<TWebhookDelivery>>(`${webhookApiPath(scope, id)}/test`, {
          event_type: eventType,
        })
      ).data,
    onSuccess: invalidate,
  });
}
