import {
  DESIGN_PREVIEW_READY,
  readDesignPreviewMessage,
  toPublicSections,
  type TDesignPreviewDesign,
  type THomepageDesignDraft,
  type TPageKind,
  type TPageTheme,
  type TPublicPageSection,
  type TSectionImage,
} from '@marquee/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from './api-client';

type TStaffDesign = {
  homepage_theme_settings: TPageTheme;
  homepage_sections: TDesignPreviewDesign['homepage_sections'];
  homepage_design_draft: THomepageDesignDraft | null;
};

/**
 * The design a staff preview shows (issue 29): the saved draft (or the published design), then whatever the
 * designer around the frame sends as it changes, unsaved. Only the account's staff can read the draft: the settings
 * call needs their session, so anyone else sees the public page as it is.
 */
export function usePreviewDesign(kind: TPageKind, id: string): TDesignPreviewDesign | null {
  const saved = useQuery({
    queryKey: ['design-preview', kind, id],
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: TStaffDesign }>(`/${kind}s/${encodeURIComponent(id)}/settings`, { signal })).data,
    retry: false,
  });
  const [live, setLive] = useState<TDesignPreviewDesign | null>(null);
  useEffect(() => {
    const onMessage = (message: MessageEvent) => {
      // Only the designer of this product, framing this page, may change what it shows.
      if (message.origin !== window.location.origin || message.source !== window.parent) return;
      const design = readDesignPreviewMessage(message.data);
      if (design) setLive(design);
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window) window.parent.postMessage({ type: DESIGN_PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  if (live) return live;
  if (!saved.data) return null;
  return (
    saved.data.homepage_design_draft ?? {
      homepage_theme_settings: saved.data.homepage_theme_settings,
      homepage_sections: saved.data.homepage_sections,
    }
  );
}

/** A public page's answer with a preview's design in place of the published one. */
export function withPreviewDesign<T extends { images: readonly TSectionImage[] }>(
  page: T,
  design: TDesignPreviewDesign | null,
): T & { homepage_theme_settings?: TPageTheme; homepage_sections?: TPublicPageSection[] } {
  if (!design) return page;
  return {
    ...page,
    homepage_theme_settings: design.homepage_theme_settings,
    homepage_sections: toPublicSections(design.homepage_sections, page.images),
  };
}
