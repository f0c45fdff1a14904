import type {
  TList,
  TResource,
  TWebhookDelivery,
  TReplayWebhookDeliveries,
  TWebhookDeliveryDetail,
  TWebhookReplayResult,
} from '@marquee/core';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { listParamsToSearchParams, type TListParams } from '../../../lib/list-params';
import { webhookApiPath, type TWebhookScope } from '../lib/webhook-scope';
import { useInvalidateWebhooks, webhookKeys } from './webhooks';

const deliveriesPath = (scope: TWebhookScope, webhookId: string) => `${webhookApiPath(scope, webhookId)}/deliveries`;

export const deliveryKeys = {
  all: (scope: TWebhookScope, webhookId: string) => [...webhookKeys.detail(scope, webhookId), 'deliveries'] as const,
  list: (scope: TWebhookScope, webhookId: string, params: TListParams) =>
    [...deliveryKeys.all(scope, webhookId), 'list', params] as const,
  detail: (scope: TWebhookScope, webhookId: string, deliveryId: string) =>
    [...deliveryKeys.all(scope, webhookId), 'detail', deliveryId] as const,
};

/** A delivery waiting for its attempt or a retry: read again until it settles. */
const PENDING_REFRESH_MS = 5_000;

export function webhookDeliveriesQueryOptions(scope: TWebhookScope, webhookId: string, params: TListParams) {
  return queryOptions({
    queryKey: deliveryKeys.list(scope, webhookId, params),
    queryFn: ({ signal }) =>
      apiClient.get<TList<TWebhookDelivery>>(deliveriesPath(scope, webhookId), {
        signal,
        query: listParamsToSearchParams(params),
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.status === 'PENDING') ? PENDING_REFRESH_MS : false,
  });
}

export function useWebhookDeliveries(
  scope: TWebhookScope,
  webhookId: string,
  params: TListParams,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...webhookDeliveriesQueryOptions(scope, webhookId, params), enabled: options.enabled ?? true });
}

export function webhookDeliveryQueryOptions(scope: TWebhookScope, webhookId: string, deliveryId: string) {
  return queryOptions({
    queryKey: deliveryKeys.detail(scope, webhookId, deliveryId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<TResource<TWebhookDeliveryDetail>>(
          `${deliveriesPath(scope, webhookId)}/${encodeURIComponent(deliveryId)}`,
          { signal },
        )
      ).data,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? PENDING_REFRESH_MS : false),
  });
}

export function useWebhookDelivery(scope: TWebhookScope, webhookId: string, deliveryId: string) {
  return useQuery(webhookDeliveryQueryOptions(scope, webhookId, deliveryId));
}

/** Sends one delivery again, with its original `webhook-id`. */
export function useReplayDelivery(scope: TWebhookScope, webhookId: string) {
  const invalidate = useInvalidateWebhooks(scope);
  return useMutation({
    mutationFn: async (deliveryId: string) =>
      (
        await apiClient.post<TResource<TWebhookDelivery>>(
          `${deliveriesPath(scope, webhookId)}/${encodeURIComponent(deliveryId)}/replay`,
        )
      ).data,
    onSuccess: invalidate,
  });
}

/** Sends every FAILED delivery created in the range (both ends optional) again; answers how many. */
export function useReplayFailedDeliveries(scope: TWebhookScope, webhookId: string) {
  const invalidate = useInvalidateWebhooks(scope);
  return useMutation({
    mutationFn: async (range: TReplayWebhookDeliveries) =>
      (await apiClient.post<TResource<TWebhookReplayResult>>(`${deliveriesPath(scope, webhookId)}/replay`, range)).data,
    onSuccess: invalidate,
  });
}
