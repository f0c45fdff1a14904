import type { TCreateMessage, TList, TMessage, TMessageRecipient, TResource } from '@marquee/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { listParamsToSearchParams, type TListParams } from '../../../lib/list-params';
import { eventPath } from '../../events';
import { messageRefetchInterval, messagesRefetchInterval } from '../lib/message-list';

/** events/{id}/messages (server-behaviour §10, docs/decisions/101-messages.md). */

export const messageKeys = {
  all: (eventId: string) => ['messages', eventId] as const,
  list: (eventId: string, params: TListParams) => ['messages', eventId, 'list', params] as const,
  detail: (eventId: string, messageId: string | null) => ['messages', eventId, 'detail', messageId] as const,
  recipients: (eventId: string, messageId: string, params: TListParams) =>
    ['messages', eventId, 'recipients', messageId, params] as const,
};

const messagesPath = (eventId: string) => `${eventPath(eventId)}/messages`;
const messagePath = (eventId: string, messageId: string) => `${messagesPath(eventId)}/${encodeURIComponent(messageId)}`;

/** The inbox: read again every few seconds while a message is on its way, so its status and counts follow. */
export function useMessageList(eventId: string, params: TListParams) {
  return useQuery({
    queryKey: messageKeys.list(eventId, params),
    queryFn: ({ signal }) =>
      apiClient.get<TList<TMessage>>(messagesPath(eventId), { signal, query: listParamsToSearchParams(params) }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => messagesRefetchInterval(query.state.data?.data ?? []),
  });
}

/** One message; `placeholder` (the list's copy) shows at once while the full one loads. */
export function useMessage(eventId: string, messageId: string | null, placeholder?: TMessage) {
  return useQuery({
    queryKey: messageKeys.detail(eventId, messageId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TMessage>>(messagePath(eventId, messageId!), { signal })).data,
    enabled: Boolean(messageId),
    placeholderData: placeholder,
    refetchInterval: (query) => (query.state.data ? messageRefetchInterval(query.state.data) : false),
  });
}

export function useMessageRecipients(
  eventId: string,
  messageId: string,
  params: TListParams,
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
) {
  return useQuery({
    queryKey: messageKeys.recipients(eventId, messageId, params),
    queryFn: ({ signal }) =>
      apiClient.get<TList<TMessageRecipient>>(`${messagePath(eventId, messageId)}/recipients`, {
        signal,
        query: listParamsToSearchParams(params),
      }),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
    placeholderData: keepPreviousData,
  });
}

function useStoreMessage(eventId: string) {
  const queryClient = useQueryClient();
  return async (message: TMessage | undefined) => {
    if (message) queryClient.setQueryData(messageKeys.detail(eventId, message.id), message);
    await queryClient.invalidateQueries({ queryKey: messageKeys.all(eventId) });
  };
}

/**
 * POST events/{id}/messages. A 403 here means the account may not send messages yet, not that the session
 * ended, so the form shows it instead of the global sign-in redirect.
 */
export function useCreateMessage(eventId: string) {
  const store = useStoreMessage(eventId);
  return useMutation({
    meta: { isAuthRedirectDisabled: true },
    mutationFn: async (body: TCreateMessage) =>
      (await apiClient.post<TResource<TMessage>>(messagesPath(eventId), body)).data,
    onSuccess: (message) => store(message),
  });
}

/** POST events/{id}/messages/{mid}/cancel: only a SCHEDULED message; 409 once it has started or ended. */
export function useCancelMessage(eventId: string) {
  const store = useStoreMessage(eventId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) =>
      (await apiClient.post<TResource<TMessage> | undefined>(`${messagePath(eventId, messageId)}/cancel`))?.data,
    onSuccess: (message) => store(message),
    // A refusal means the message moved on meanwhile: show where it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: messageKeys.all(eventId) }),
  });
}
