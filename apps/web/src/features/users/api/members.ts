import {
  listQueryToSearchParams,
  type TAccountMember,
  type TInviteUser,
  type TList,
  type TListFilter,
  type TResource,
  type TUpdateMember,
} from '@marquee/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserQueryKey } from './current-user';

export type TMembersListParams = {
  page: number;
  perPage: number;
  query: string;
  filters: TListFilter[];
};

export const membersKeys = {
  all: ['users', 'members'] as const,
  list: (params: TMembersListParams) => [...membersKeys.all, 'list', params] as const,
};

const memberPath = (id: string) => `users/${encodeURIComponent(id)}`;

/** GET users: the account's team (admins only), one page with its meta. */
export function membersQueryOptions(params: TMembersListParams) {
  return queryOptions({
    queryKey: membersKeys.list(params),
    queryFn: ({ signal }) =>
      apiClient.get<TList<TAccountMember>>('users', {
        signal,
        query: listQueryToSearchParams({
          page: params.page,
          per_page: params.perPage,
          query: params.query || undefined,
          filters: params.filters,
        }),
      }),
    // Typing in the search box or paging keeps the last rows on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** Administrators only: render whatever calls this only for roles with `users.manage`. */
export function useMembers(params: TMembersListParams) {
  return useQuery(membersQueryOptions(params));
}

function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: membersKeys.all });
}

export function useInviteMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: async (body: TInviteUser) => (await apiClient.post<TResource<TAccountMember>>('users', body)).data,
    onSuccess: invalidate,
  });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: TUpdateMember }) =>
      (await apiClient.put<TResource<TAccountMember>>(memberPath(id), body)).data,
    onSuccess: async (member) => {
      // Editing yourself (names, or handing over the admin role) changes what the app shows you.
      if (queryClient.getQueryData<{ id: string }>(currentUserQueryKey)?.id === member.id) {
        await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      }
      await invalidate();
    },
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: string) => apiClient.post<unknown>(`${memberPath(id)}/invitation`),
  });
}

export function useRevokeInvitation() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<unknown>(`${memberPath(id)}/invitation`),
    onSuccess: invalidate,
  });
}
