import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoaderData, useNavigate, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { publicEventQueryOptions, publicKeys, useEventLocale } from '../../../features/checkout';
import { LockedPage } from '../../../features/page-access';
import { EventPageView } from '../../../features/public-event';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequiredParam } from '../../../lib/route-params';
import { PageLoader } from '../page-loader';

/** Loads the event before showing it: 404 → not-found view, a wrong slug → the canonical address (query kept). */
export { createLoader } from './event-page-loader';
import type { TEventPageLoaderData } from './event-page-loader';

/**
 * The event page inside the app (staff previews, drafts, moving between pages); visitors opening an event's
 * address get the same page from its light entry (decision 093). A password-protected event this browser has not
 * opened shows its title and the password form (decision 133), and loads again once the password is right.
 */
export function Component() {
  const loaded = useLoaderData() as TEventPageLoaderData | undefined;
  const revalidator = useRevalidator();
  if (loaded?.lock) return <LockedPage lock={loaded.lock} onUnlocked={() => revalidator.revalidate()} />;
  return <OpenEventPage />;
}

function OpenEventPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const eventId = useRequiredParam('eventId', t`Event ID is required`);
  const [searchParams, setSearchParams] = useSearchParams();
  const promoCode = searchParams.get('promo_code');
  // The loader fetched it just now; the page reads that answer rather than asking again.
  const { data: event } = useQuery({ ...publicEventQueryOptions(eventId, promoCode), refetchOnMount: false });
  useDocumentMeta({ title: event?.title ?? t`Event`, description: undefined });
  useEventLocale(event?.settings.default_locale);

  if (!event) return <PageLoader />;

  return (
    <EventPageView
      event={event}
      promoCode={promoCode}
      affiliateCode={searchParams.get('aff')}
      onApplyPromo={(code) => {
        const next = new URLSearchParams(searchParams);
        if (code) next.set('promo_code', code);
        else next.delete('promo_code');
        setSearchParams(next, { replace: true });
      }}
      isApplyingPromo={navigation.state === 'loading'}
      onAvailabilityChanged={() =>
        void queryClient.invalidateQueries({ queryKey: [...publicKeys.all, 'event', eventId] })
      }
      onReserved={(order) => {
        queryClient.setQueryData(publicKeys.order(eventId, order.short_id), order);
        void navigate(`/checkout/${eventId}/${order.short_id}/details`);
      }}
      navigateTo={(path) => void navigate(path)}
    />
  );
}
