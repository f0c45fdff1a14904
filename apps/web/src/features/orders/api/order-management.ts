import {
  type TCancelOrderBody,
  type TEventOrderRow,
  type TList,
  type TOrderDetail,
  type TOrderSummary,
  type TRefundOrderBody,
  type TResource,
  type TUpdateOrderBuyer,
} from '@marquee/core';
import type { TExportFormat } from '../../../components/export-menu';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';
import { exportSearchParams, listParamsToSearchParams, type TListParams } from '../../../lib/list-params';
import { eventPath } from '../../events';
import { orderKeys } from './orders';
import { statsKeys } from './stats';

/** The organizer's side of orders (issue 7): event and organizer lists, the detail and the staff actions. */

export type TOrderListParams = TListParams;

export type TOrderListScope = { kind: 'event'; eventId: string } | { kind: 'organizer'; organizerId: string };
/** A row of either list; the event list adds `item_count`. */
export type TOrderListRow = TOrderSummary & Partial<Pick<TEventOrderRow, 'item_count'>>;

const scopePath = (scope: TOrderListScope) =>
  scope.kind === 'event'
    ? `${eventPath(scope.eventId)}/orders`
    : `organizers/${encodeURIComponent(scope.organizerId)}/orders`;

const orderPath = (eventId: string, orderId: string) => `${eventPath(eventId)}/orders/${encodeURIComponent(orderId)}`;

export function useOrderList(scope: TOrderListScope, params: TOrderListParams) {
  const id = scope.kind === 'event' ? scope.eventId : scope.organizerId;
  return useQuery({
    queryKey: [...orderKeys.all, scope.kind, id, 'list', params] as const,
    queryFn: ({ signal }) =>
      apiClient.get<TList<TOrderListRow>>(scopePath(scope), { signal, query: listParamsToSearchParams(params) }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(eventId: string, orderId: string | null) {
  return useQuery({
    queryKey: [...orderKeys.all, 'detail', eventId, orderId] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TOrderDetail>>(orderPath(eventId, orderId!), { signal })).data,
    enabled: Boolean(orderId),
  });
}

/** Every orders list and detail (and the dashboards' recent orders) refresh after a change. */
function useOrderMutation<TInput>(eventId: string, orderId: string, send: (input: TInput) => Promise<TOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (detail) => {
      queryClient.setQueryData([...orderKeys.all, 'detail', eventId, orderId], detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['events', eventId] }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]);
    },
  });
}

export function useOrderActions(eventId: string, orderId: string) {
  const path = orderPath(eventId, orderId);
  const post = async (suffix: string, body?: unknown) =>
    (await apiClient.post<TResource<TOrderDetail>>(`${path}/${suffix}`, body)).data;
  return {
    markAsPaid: useOrderMutation(eventId, orderId, () => post('mark-as-paid')),
    cancel: useOrderMutation(eventId, orderId, (body: TCancelOrderBody) => post('cancel', body)),
    refund: useOrderMutation(eventId, orderId, (body: TRefundOrderBody) => post('refund', body)),
    resend: useOrderMutation(eventId, orderId, () => post('resend_confirmation')),
    update: useOrderMutation(
      eventId,
      orderId,
      async (body: TUpdateOrderBuyer) => (await apiClient.put<TResource<TOrderDetail>>(path, body)).data,
    ),
  };
}

/** POST events/{id}/orders/export: the rows matching the list on screen (search, filters, sort). */
export function downloadOrdersExport(eventId: string, format: TExportFormat, params: TOrderListParams) {
  return downloadApiFile(`${eventPath(eventId)}/orders/export`, {
    method: 'POST',
    query: exportSearchParams(params, format),
    fallbackName: `orders.${format}`,
  });
}

export function downloadInvoice(eventId: string, orderId: string, shortId: string) {
  return downloadApiFile(`${orderPath(eventId, orderId)}/invoice`, { fallbackName: `invoice-${shortId}.html` });
}
