import {
  COLOR_THEME_PRESETS,
  type TColorThemePreset,
  type THomepageDesign,
  type THomepageDesignDraft,
  type TPageKind,
  type TPageSection,
  type TPageTheme,
  type TResource,
} from '@marquee/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { eventKeys, eventPath } from '../../events';
import { organizerKeys, organizerPath } from '../../organizers';

/** The page a designer works on: an event's or an organizer's. */
export type TDesignPage = { kind: TPageKind; id: string };

/** What the designer reads of the page's settings (the rest of the answer is other screens' business). */
export type TDesignSettings = {
  homepage_theme_settings: TPageTheme;
  homepage_sections: TPageSection[];
  homepage_design_draft: THomepageDesignDraft | null;
};

const pagePath = (page: TDesignPage) => (page.kind === 'event' ? eventPath(page.id) : organizerPath(page.id));

// The settings screens cache the same answer under these keys: a draft saved here is seen there, and back.
const settingsKey = (page: TDesignPage) =>
  page.kind === 'event' ? eventKeys.settings(page.id) : organizerKeys.settings(page.id);

/** GET events/{id}/settings or organizers/{id}/settings. */
export function designSettingsQueryOptions(page: TDesignPage) {
  return queryOptions({
    queryKey: settingsKey(page),
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TDesignSettings>>(`${pagePath(page)}/settings`, { signal })).data,
  });
}

export function useDesignSettings(page: TDesignPage) {
  return useQuery(designSettingsQueryOptions(page));
}

/** Writes the settings the server answered into the shared cache. */
function useStoreSettings(page: TDesignPage) {
  const queryClient = useQueryClient();
  return (settings: TDesignSettings) => {
    // Merged, so a settings screen that reads more keys than the designer keeps them.
    queryClient.setQueryData<TDesignSettings>(settingsKey(page), (previous) => ({ ...previous, ...settings }));
  };
}

/** PATCH …/settings { homepage_design_draft }: saves the work unpublished; null discards it. */
export function useSaveHomepageDraft(page: TDesignPage) {
  const store = useStoreSettings(page);
  return useMutation({
    mutationFn: async (design: THomepageDesign | null) =>
      (
        await apiClient.patch<TResource<TDesignSettings>>(`${pagePath(page)}/settings`, {
          homepage_design_draft: design,
        })
      ).data,
    onSuccess: store,
  });
}

/** POST …/homepage-design/publish: the draft becomes what buyers see (409 when there is no draft). */
export function usePublishHomepageDesign(page: TDesignPage) {
  const store = useStoreSettings(page);
  return useMutation({
    mutationFn: async () =>
      (await apiClient.post<TResource<TDesignSettings>>(`${pagePath(page)}/homepage-design/publish`)).data,
    onSuccess: store,
  });
}

/** GET public/color-themes; the presets are in core too, so the picker shows at once and the answer confirms it. */
export function colorThemesQueryOptions() {
  return queryOptions({
    queryKey: ['color-themes'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<TResource<TColorThemePreset[]>>('public/color-themes', { signal })).data,
    placeholderData: [...COLOR_THEME_PRESETS],
    staleTime: Infinity,
  });
}

export function useColorThemes() {
  return useQuery(colorThemesQueryOptions());
}
