import type {
  TCreateEmailTemplate,
  TEmailTemplate,
  TEmailTemplateDefault,
  TEmailTemplatePreview,
  TList,
  TPreviewEmailTemplate,
  TResource,
  TUpdateEmailTemplate,
} from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TEmailTemplateOwner } from '../lib/place';

/**
 * Email templates of an event or an organizer (decision 165): the same five calls under
 * `events/{id}/email-templates` and `organizers/{id}/email-templates`, plus the built-in wording to start from.
 */

export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  lists: ['email-templates', 'list'] as const,
  list: (owner: TEmailTemplateOwner) => ['email-templates', 'list', owner.kind, owner.id] as const,
  defaults: (locale: string) => ['email-templates', 'defaults', locale] as const,
};

export const emailTemplatesPath = (owner: TEmailTemplateOwner) =>
  `${owner.kind === 'event' ? 'events' : 'organizers'}/${encodeURIComponent(owner.id)}/email-templates`;

const templatePath = (owner: TEmailTemplateOwner, templateId: string) =>
  `${emailTemplatesPath(owner)}/${encodeURIComponent(templateId)}`;

/** GET …/email-templates?include_inactive=true: at most one per type, switched-off ones included. */
export function emailTemplatesQueryOptions(owner: TEmailTemplateOwner) {
  return queryOptions({
    queryKey: emailTemplateKeys.list(owner),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<TList<TEmailTemplate>>(emailTemplatesPath(owner), {
          signal,
          query: { include_inactive: true },
        })
      ).data,
  });
}

export function useEmailTemplates(owner: TEmailTemplateOwner, options: { enabled?: boolean } = {}) {
  return useQuery({ ...emailTemplatesQueryOptions(owner), enabled: options.enabled ?? true });
}

/**
 * GET email-templates/defaults: each type's built-in wording, in the reader's language (keyed by it, so switching
 * language fetches the other wording).
 */
export function emailTemplateDefaultsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: emailTemplateKeys.defaults(locale),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TEmailTemplateDefault[]>>('email-templates/defaults', { signal })).data,
    staleTime: Infinity,
  });
}

export function useEmailTemplateDefaults(locale: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...emailTemplateDefaultsQueryOptions(locale), enabled: options.enabled ?? true });
}

/**
 * Every list, not only this owner's: an organizer's template changes what its events' lists show ("Organizer's
 * template"), and both may be cached.
 */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: emailTemplateKeys.lists });
}

/** POST …/email-templates: 201 with the template; 409 `email_template_exists` when the type already has one. */
export function useCreateEmailTemplate(owner: TEmailTemplateOwner) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: async (body: TCreateEmailTemplate) =>
      (await apiClient.post<TResource<TEmailTemplate>>(emailTemplatesPath(owner), body)).data,
    // A 409 means the list on screen missed a template made elsewhere: it is read again either way.
    onSettled: () => refresh(),
  });
}

/** PUT …/email-templates/{id}: the fields given; the type is fixed. */
export function useUpdateEmailTemplate(owner: TEmailTemplateOwner) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: TUpdateEmailTemplate }) =>
      (await apiClient.put<TResource<TEmailTemplate>>(templatePath(owner, id), body)).data,
    onSuccess: () => refresh(),
  });
}

/** DELETE …/email-templates/{id}: the fallback (organizer's template, then the default) applies again. */
export function useDeleteEmailTemplate(owner: TEmailTemplateOwner) {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete<undefined>(templatePath(owner, id)),
    onSuccess: () => refresh(),
  });
}

/** POST …/email-templates/preview: a draft, saved or not, rendered with sample order data and the place's details. */
export function usePreviewEmailTemplate(owner: TEmailTemplateOwner) {
  return useMutation({
    mutationFn: async (body: TPreviewEmailTemplate) =>
      (await apiClient.post<TResource<TEmailTemplatePreview>>(`${emailTemplatesPath(owner)}/preview`, body)).data,
  });
}
