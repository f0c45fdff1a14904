import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, Stack } from '@mantine/core';
import {
  areEventSalesOpen,
  isEventVisibleToBuyers,
  type TPublicEvent,
  type TPublicOrder,
  type TPublicPageSection,
} from '@marquee/core';
import { lazy, Suspense, useRef } from 'react';
import { eventCoverUrl } from '../../../lib/event-cover';
import { usePageTheme } from '../../../lib/page-theme';
import { useSessionOrder } from '../hooks/use-session-order';
import { areTicketsSoldOut } from '../lib/selection';
import { HtmlSectionBlock } from '../../../components/page-sections/page-section-block';
import { EventHeader } from './event-header';
import { EventAbout, EventLocationSection } from './event-sections';
import { EventOrganizer } from './event-organizer';
import { EventPreviewBanner } from './event-preview-banner';
import { FloatingTicketsButton } from './floating-tickets-button';
import classes from './event-page-view.module.css';
import { TicketSelector } from './ticket-selector';

// Only a browser holding a reservation of this event needs it (and the confirmation modal behind it).
const ResumeOrderBanner = lazy(() => import('./resume-order-banner'));

export type TEventPageViewProps = {
  event: TPublicEvent;
  /** `?promo_code=` and `?aff=` of the address. */
  promoCode: string | null;
  affiliateCode: string | null;
  /** Shows the event with this code (null removes it): the page asks for the event again. */
  onApplyPromo: (code: string | null) => void;
  isApplyingPromo?: boolean;
  /** Availability changed under the page (a held order was released): ask for the event again. */
  onAvailabilityChanged: () => void;
  /** The reservation succeeded: go to its checkout. */
  onReserved: (order: TPublicOrder) => void;
  /** Moves to another buyer page: the app's router, or a page load on the light entry (decision 093). */
  navigateTo: (path: string) => void;
  /** False when this browser is known to hold no checkout session: no need to ask for its order. */
  mayHoldOrder?: boolean;
};

/**
 * The public event page (issue 6 point 2): header, the ticket picker with promo code, and Continue, which
 * reserves the choice. It uses neither the router nor the query cache, so the same page runs inside the app
 * and as the light event-page entry that buyers load first (decision 093).
 */
export function EventPageView({
  event,
  promoCode,
  affiliateCode,
  onApplyPromo,
  isApplyingPromo = false,
  onAvailabilityChanged,
  onReserved,
  navigateTo,
  mayHoldOrder = true,
}: TEventPageViewProps) {
  const { t } = useLingui();
  const ticketsRef = useRef<HTMLElement>(null);
  const sessionOrder = useSessionOrder(event.id, mayHoldOrder);
  const isSalesPaused = !areEventSalesOpen(event.status);
  const hasEnded = event.lifecycle === 'ENDED';
  usePageTheme(event.homepage_theme_settings, eventCoverUrl(event));

  const ticketsIndex = event.homepage_sections.findIndex((section) => section.type === 'tickets');
  // The ticket panel sits beside the blocks on a desktop: those before it in the list on top, the rest below.
  const before = event.homepage_sections.slice(0, Math.max(ticketsIndex, 0));
  const after = event.homepage_sections.slice(ticketsIndex + 1);
  const block = (section: TPublicPageSection) => {
    switch (section.type) {
      case 'hero':
        return <EventHeader key={section.id} event={event} />;
      case 'about':
        return section.html ? (
          <HtmlSectionBlock key={section.id} section={section} />
        ) : (
          <EventAbout key={section.id} event={event} heading={section.title} />
        );
      case 'location':
        return <EventLocationSection key={section.id} event={event} heading={section.title} />;
      default:
        return <HtmlSectionBlock key={section.id} section={section} />;
    }
  };

  return (
    <Stack gap="xl" data-page-width="wide" className={classes.page}>
      {!isEventVisibleToBuyers(event.status) && <EventPreviewBanner eventId={event.id} />}
      <div data-grid>
        <Stack gap="xl">{before.map(block)}</Stack>
        <Stack gap="xl">
          {sessionOrder.order && (
            <Suspense fallback={null}>
              <ResumeOrderBanner
                eventId={event.id}
                order={sessionOrder.order}
                navigateTo={navigateTo}
                onAbandoned={() => {
                  sessionOrder.forget();
                  onAvailabilityChanged();
                }}
              />
            </Suspense>
          )}
          {hasEnded ? (
            <Alert color="gray" title={t`This event has ended`} data-testid="event-ended">
              <Trans>Tickets are no longer on sale.</Trans>
            </Alert>
          ) : (
            <Paper
              ref={ticketsRef}
              tabIndex={-1}
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'lg' }}
              component="section"
              aria-label={t`Tickets`}
              style={{ scrollMarginTop: 16, outline: 'none' }}
            >
              <TicketSelector
                event={event}
                promoCode={promoCode}
                affiliateCode={affiliateCode}
                onApplyPromo={onApplyPromo}
                isApplyingPromo={isApplyingPromo}
                onReserved={onReserved}
                onAvailabilityChanged={onAvailabilityChanged}
              />
            </Paper>
          )}
        </Stack>
        <Stack gap="xl">
          {after.map(block)}
          <EventOrganizer event={event} />
        </Stack>
      </div>
      {!hasEnded && !isSalesPaused && !areTicketsSoldOut(event) && (
        <FloatingTicketsButton target={ticketsRef} label={t`Get tickets`} />
      )}
    </Stack>
  );
}
