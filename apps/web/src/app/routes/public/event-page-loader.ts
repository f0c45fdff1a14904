import type { TPageLock } from '@marquee/core';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { publicEventQueryOptions } from '../../../features/checkout';
import { pageLockOf } from '../../../features/page-access';
import { isApiError } from '../../../lib/api-error';

/** Null when the event loaded; its lock when it is password-protected and this browser has not opened it. */
export type TEventPageLoaderData = { lock: TPageLock } | null;

/**
 * The event page's loader, in its own small module that the router imports directly: the event is asked
 * for while the page's code is still downloading, not after (docs/decisions/054-light-buyer-entry.md).
 */
export function createLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<TEventPageLoaderData> => {
    const url = new URL(request.url);
    const eventId = params.eventId ?? '';
    let slug: string;
    try {
      const event = await queryClient.fetchQuery(publicEventQueryOptions(eventId, url.searchParams.get('promo_code')));
      slug = event.slug;
    } catch (error) {
      if (isApiError(error) && (error.isNotFound || error.status === 422)) throw new Response(null, { status: 404 });
      // A password-protected event (decision 133): the page shows its title and the password form.
      const lock = pageLockOf(error);
      if (lock) return { lock };
      throw error;
    }
    if (params.eventSlug !== slug) {
      const prefix = url.pathname.startsWith('/e/') ? 'e' : 'event';
      throw redirect(`/${prefix}/${encodeURIComponent(eventId)}/${encodeURIComponent(slug)}${url.search}`);
    }
    return null;
  };
}
