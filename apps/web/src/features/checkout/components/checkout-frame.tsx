import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { TPublicEvent } from '@marquee/core';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorScreen } from '../../../components/error-screen';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-error';
import { loadEmbeddedCheckout } from '../../../lib/embedded-checkout-loader';
import { PageLoaderInline } from './page-loader-inline';

export function eventPagePath(event: Pick<TPublicEvent, 'id' | 'slug'>): string {
  return `/event/${event.id}/${event.slug}`;
}

/** Title and event name above every checkout step. */
export function CheckoutHeading({ event, title }: { event: TPublicEvent; title: string }) {
  // Inside the widget's overlay (issue 28), Escape closes it.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let isUnmounted = false;
    void loadEmbeddedCheckout()?.then((embedded) => {
      if (!isUnmounted && embedded.embeddedHostOrigin()) stop = embedded.listenForEscapeToHost();
    });
    return () => {
      isUnmounted = true;
      stop?.();
    };
  }, []);
  const navigate = useNavigate();
  return (
    <Stack gap={2}>
      <Anchor
        component={Link}
        to={eventPagePath(event)}
        fz="sm"
        onClick={(clickEvent) => {
          // In the widget's overlay the event is the host page behind it: close the overlay instead (issue 28).
          const embedded = loadEmbeddedCheckout();
          if (!embedded) return;
          clickEvent.preventDefault();
          void embedded.then((module) => {
            if (!module.postToHost({ type: 'marquee:close' })) void navigate(eventPagePath(event));
          });
        }}
      >
        {event.title}
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
    </Stack>
  );
}

/** The states every checkout page shares: loading, a missing order (404) and other failures. */
export function CheckoutQueryState({
  isPending,
  error,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  children: () => ReactNode;
}) {
  const { t } = useLingui();
  if (error) {
    if (isApiError(error) && error.isNotFound)
      return (
        <ErrorScreen variant="not-found" description={t`We can't find this order. It may belong to another browser.`} />
      );
    return <LoadError title={t`We couldn't load your order`} error={error} onRetry={onRetry} />;
  }
  if (isPending) return <PageLoaderInline />;
  return <>{children()}</>;
}

/** Spec: an expired reservation says so, with a way back to the event to start again. */
export function ReservationExpired({ event }: { event: TPublicEvent }) {
  const minutes = event.settings.order_timeout_in_minutes;
  return (
    <Alert color="orange" title={<Trans>Your reservation expired</Trans>} data-testid="reservation-expired">
      <Stack gap="sm">
        <Text fz="sm">
          <Plural
            value={minutes}
            one="We held your tickets for # minute and then released them."
            other="We held your tickets for # minutes and then released them."
          />
        </Text>
        <Button component={Link} to={eventPagePath(event)} variant="light">
          <Trans>Start again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
