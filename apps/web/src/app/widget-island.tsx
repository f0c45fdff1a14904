import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Center, Loader, Stack } from '@mantine/core';
import {
  isOrigin,
  readPageLock,
  WIDGET_FRAME_ID_PARAM,
  WIDGET_HOST_ORIGIN_PARAM,
  type TPublicEvent,
  type TWidgetMessage,
  type TWidgetTheme,
  widgetPageEventId,
} from '@marquee/core';
import { useCallback, useEffect, useState } from 'react';
import { fetchPublicEvent, WidgetView } from '../features/public-event';
import { isApiError } from '../lib/api-error';

/** Who framed this page and how to answer it: widget.js names its frame and the host page's origin. */
export function widgetHostOf(win: Window = window): { frameId: string; origin: string } | null {
  if (win.parent === win) return null;
  const search = new URLSearchParams(win.location.search);
  const origin = search.get(WIDGET_HOST_ORIGIN_PARAM);
  // Without a host origin, answer only this product's own pages (the configurator's preview).
  const hostOrigin = origin && isOrigin(origin) ? origin : win.location.origin;
  return { frameId: search.get(WIDGET_FRAME_ID_PARAM) ?? '', origin: hostOrigin };
}

type TFailure = { kind: 'not-found' } | { kind: 'private' } | { kind: 'error'; message: string };

/**
 * The embedded widget's page (issue 28): the event arrives inside the HTML like the event page's (decision 093);
 * the page tells the host its height, that it loaded, and where the checkout is, always to the host's origin.
 */
export function WidgetIsland({
  initialEvent,
  theme,
  isPreview,
}: {
  initialEvent: TPublicEvent | null;
  theme: TWidgetTheme;
  isPreview: boolean;
}) {
  const { t } = useLingui();
  const [event, setEvent] = useState(initialEvent);
  const [failure, setFailure] = useState<TFailure | null>(null);
  const [promoCode, setPromoCode] = useState(theme.promoCode);
  const [isApplyingPromo, setIsApplyingPromo] = useState(false);
  const [overlayClosedCount, setOverlayClosedCount] = useState(0);
  const eventId = initialEvent?.id ?? widgetPageEventId(window.location.pathname) ?? '';
  const affiliateCode = new URLSearchParams(window.location.search).get('aff');
  const [host] = useState(() => widgetHostOf());
  const post = useCallback(
    (message: TWidgetMessage) => host && window.parent.postMessage(message, host.origin),
    [host],
  );

  const load = useCallback(
    (code: string | null) =>
      fetchPublicEvent(eventId, code).then(
        (next) => {
          setEvent(next);
          setFailure(null);
        },
        (error: unknown) => {
          if (isApiError(error) && readPageLock(error.body)) setFailure({ kind: 'private' });
          else if (isApiError(error) && error.isNotFound) setFailure({ kind: 'not-found' });
          else setFailure({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      ),
    [eventId],
  );

  useEffect(() => {
    // The server inlines the event without a code: ask again with the widget's own.
    if (!initialEvent || theme.promoCode) void load(theme.promoCode);
    // Once, on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The host sizes the frame to the content: reported on every change of height, never polled.
  useEffect(() => {
    if (!host || !theme.autoresize) return;
    let last = -1;
    const report = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      post({ type: 'marquee:resize', frameId: host.frameId, height });
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.documentElement);
    report();
    return () => observer.disconnect();
  }, [host, post, theme.autoresize]);

  const hasEvent = event !== null;
  useEffect(() => {
    if (hasEvent && host) post({ type: 'marquee:loaded', frameId: host.frameId, eventId });
  }, [hasEvent, host, post, eventId]);

  // The overlay closed: the buyer may have bought, or left an order in progress.
  useEffect(() => {
    if (!host) return;
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== host.origin || message.source !== window.parent) return;
      if ((message.data as { type?: unknown } | null)?.type !== 'marquee:overlay-closed') return;
      setOverlayClosedCount((count) => count + 1);
      void load(promoCode);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [host, load, promoCode]);

  const openCheckout = (path: string) => {
    if (host && host.origin !== window.location.origin)
      post({ type: 'marquee:checkout', frameId: host.frameId, url: path });
    else if (!host) window.location.assign(path);
  };

  if (failure && !event) {
    if (failure.kind === 'not-found')
      return (
        <Alert color="gray" data-testid="widget-unavailable">
          <Trans>Tickets for this event are not available.</Trans>
        </Alert>
      );
    if (failure.kind === 'private')
      return (
        <Alert color="gray" data-testid="widget-private" title={t`This event is private`}>
          <Stack gap="xs" align="flex-start">
            <Trans>Its page asks for a password.</Trans>
            <Anchor href={`/event/${encodeURIComponent(eventId)}`} target="_blank" rel="noopener">
              <Trans>Open the event page</Trans>
            </Anchor>
          </Stack>
        </Alert>
      );
    return (
      <Alert color="red" role="alert" title={t`The tickets could not be loaded`}>
        <Stack gap="xs" align="flex-start">
          {failure.message}
          <Button variant="light" size="xs" onClick={() => void load(promoCode)}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!event)
    return (
      <Center py="xl">
        <Loader aria-label={t`Loading`} />
      </Center>
    );

  const applyPromo = async (code: string | null) => {
    setPromoCode(code);
    setIsApplyingPromo(true);
    await load(code);
    setIsApplyingPromo(false);
  };

  return (
    <WidgetView
      event={event}
      theme={theme}
      promoCode={promoCode}
      affiliateCode={affiliateCode}
      onApplyPromo={(code) => void applyPromo(code)}
      isApplyingPromo={isApplyingPromo}
      onAvailabilityChanged={() => void load(promoCode)}
      openCheckout={openCheckout}
      isPreview={isPreview}
      refreshKey={overlayClosedCount}
    />
  );
}
