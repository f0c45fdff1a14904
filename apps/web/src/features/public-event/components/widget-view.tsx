import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Title } from '@mantine/core';
import { isEventVisibleToBuyers, type TPublicEvent, type TPublicOrder, type TWidgetTheme } from '@marquee/core';
import { lazy, Suspense, useEffect } from 'react';
import { PoweredByFooter } from '../../../components/powered-by-footer';
import { useSessionOrder } from '../hooks/use-session-order';
import { withOnlyProducts } from '../lib/selection';
import { TicketSelector } from './ticket-selector';

const ResumeOrderBanner = lazy(() => import('./resume-order-banner'));

export type TWidgetViewProps = {
  event: TPublicEvent;
  theme: TWidgetTheme;
  promoCode: string | null;
  affiliateCode: string | null;
  onApplyPromo: (code: string | null) => void;
  isApplyingPromo?: boolean;
  onAvailabilityChanged: () => void;
  /** Opens the checkout at this path: in the host page's overlay, or in this window when not embedded. */
  openCheckout: (path: string) => void;
  /** The configurator's preview: Continue stays off. */
  isPreview: boolean;
  /** Bumped when the host's overlay closes: the buyer may have left an order in progress. */
  refreshKey?: number;
};

/**
 * The ticket selector in embedded mode (issue 28, reference-screens §2.9): no page chrome, the event's name and
 * the same picker, promo code and rules as the event page, in the host's chosen look.
 */
export function WidgetView({
  event,
  theme,
  promoCode,
  affiliateCode,
  onApplyPromo,
  isApplyingPromo,
  onAvailabilityChanged,
  openCheckout,
  isPreview,
  refreshKey = 0,
}: TWidgetViewProps) {
  const { t } = useLingui();
  const sessionOrder = useSessionOrder(event.id, true, refreshKey);
  const shown = withOnlyProducts(event, theme.products);
  const isDraft = !isEventVisibleToBuyers(event.status);
  const eventTitle = event.title;
  const documentTitle = t`Tickets for ${eventTitle}`;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <Stack gap="md" component="main" aria-label={t`Tickets for ${eventTitle}`}>
      <Title order={1} fz="lg">
        {event.title}
      </Title>
      {isDraft && (
        <Alert color="yellow" data-testid="widget-draft">
          <Trans>This event is not published yet: only you can see it, and tickets cannot be bought.</Trans>
        </Alert>
      )}
      {sessionOrder.order && (
        <Suspense fallback={null}>
          <ResumeOrderBanner
            eventId={event.id}
            order={sessionOrder.order}
            navigateTo={openCheckout}
            onAbandoned={() => {
              sessionOrder.forget();
              onAvailabilityChanged();
            }}
          />
        </Suspense>
      )}
      {event.lifecycle === 'ENDED' ? (
        <Alert color="gray" title={t`This event has ended`} data-testid="event-ended">
          <Trans>Tickets are no longer on sale.</Trans>
        </Alert>
      ) : (
        <TicketSelector
          // Afresh once the overlay closes: the choice went into an order, or the buyer changed their mind.
          key={refreshKey}
          event={shown}
          promoCode={promoCode}
          affiliateCode={affiliateCode}
          onApplyPromo={onApplyPromo}
          isApplyingPromo={isApplyingPromo}
          onReserved={(order: TPublicOrder) => openCheckout(`/checkout/${event.id}/${order.short_id}/details`)}
          continueButtonText={theme.continueButtonText}
          isPreview={isPreview || isDraft}
          onAvailabilityChanged={onAvailabilityChanged}
        />
      )}
      {/* The credit's link says it came from a widget (spec: medium "widget"). */}
      <PoweredByFooter medium="widget" content="widget" />
    </Stack>
  );
}
