import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { followEventLocale } from '../../../lib/i18n';
import { usePageTheme } from '../../../lib/page-theme';
import { useRequiredParam } from '../../../lib/route-params';
import { publicEventQueryOptions, usePublicOrder } from '../api/public-checkout';

/** The event and order a checkout page shows, from the route's ids, with one loading and error state. */
export function useCheckoutOrder() {
  const { t } = useLingui();
  const eventId = useRequiredParam('eventId', t`Event ID is required`);
  const shortId = useRequiredParam('orderShortId', t`Order ID is required`);
  const event = useQuery(publicEventQueryOptions(eventId, null));
  const order = usePublicOrder(eventId, shortId);
  // The checkout wears the event page's theme (issue 29).
  usePageTheme(event.data?.homepage_theme_settings);
  useEventLocale(event.data?.settings.default_locale);
  return {
    eventId,
    shortId,
    event: event.data,
    order: order.data,
    isPending: event.isPending || order.isPending,
    error: order.error ?? event.error,
    refetch: () => {
      void event.refetch();
      void order.refetch();
    },
  };
}

/** The event's language for a visitor who asked for none of ours (issue 30), once the event is known. */
export function useEventLocale(eventLocale: string | undefined): void {
  useEffect(() => {
    if (eventLocale) followEventLocale(eventLocale);
  }, [eventLocale]);
}
