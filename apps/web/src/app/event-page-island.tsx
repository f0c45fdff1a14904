import { useLingui } from '@lingui/react/macro';
import { Alert, Loader, Center } from '@mantine/core';
import { CHECKOUT_SESSION_HINT_NAME, PUBLIC_EVENT_ELEMENT_ID, readPageLock, type TPublicEvent } from '@marquee/core';
import { useCallback, useEffect, useState } from 'react';
import { fetchPublicEvent, EventPageView } from '../features/public-event';
import { isApiError } from '../lib/api-error';

/** The event the server wrote into the page, or null when absent or unreadable. */
export function readInlinedEvent(doc: Document = document): TPublicEvent | null {
  const text = doc.getElementById(PUBLIC_EVENT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as TPublicEvent;
  } catch {
    return null;
  }
}

/**
 * Whether this browser may hold an order of the event. The server says so beside the event it wrote into the
 * page (it sees the httpOnly session cookie); a page that came without the event cannot tell.
 */
export function mayHoldOrder(doc: Document = document): boolean {
  if (!doc.getElementById(PUBLIC_EVENT_ELEMENT_ID)) return true;
  return doc.querySelector(`meta[name="${CHECKOUT_SESSION_HINT_NAME}"]`) !== null;
}

/** `/event/{id}/…` or `/e/{id}/…`. */
export function eventIdFromPath(pathname: string): string {
  const [, , id = ''] = pathname.split('/');
  return decodeURIComponent(id);
}

const assignLocation = (path: string) => window.location.assign(path);

/**
 * The public event page as its own light entry (decision 093): the event arrives inside the HTML, and the
 * page moves on to the checkout (the app) with a page load. No router and no query cache on this page.
 */
export function EventPageIsland({
  initialEvent,
  leaveFor = assignLocation,
  hasSessionHint = true,
}: {
  initialEvent: TPublicEvent | null;
  /** False when the server said this browser has no checkout session (`mayHoldOrder`). */
  hasSessionHint?: boolean;
  /** Opens another page of the product with a page load (a test records it instead). */
  leaveFor?: (path: string) => void;
}) {
  const { t } = useLingui();
  const [event, setEvent] = useState(initialEvent);
  const [failure, setFailure] = useState<string | null>(null);
  const [promoCode, setPromoCode] = useState(() => new URLSearchParams(window.location.search).get('promo_code'));
  const [isApplyingPromo, setIsApplyingPromo] = useState(false);
  // Times the browser restored this page from its memory (back from the checkout): each starts the page afresh.
  const [restoredCount, setRestoredCount] = useState(0);
  const affiliateCode = new URLSearchParams(window.location.search).get('aff');
  const eventId = initialEvent?.id ?? eventIdFromPath(window.location.pathname);

  const load = useCallback(
    (code: string | null) =>
      fetchPublicEvent(eventId, code).then(
        (next) => {
          setEvent(next);
          setFailure(null);
        },
        (error: unknown) => {
          // The page's key ran out or its password changed (decision 133): the server now serves the password form.
          if (isApiError(error) && readPageLock(error.body)) return window.location.reload();
          setFailure(error instanceof Error ? error.message : String(error));
        },
      ),
    [eventId],
  );

  useEffect(() => {
    if (!initialEvent) void load(promoCode);
    // Back from the checkout, a page restored from the browser's memory shows old availability and a Continue
    // still busy, and the buyer now holds an order the page knows nothing of: ask again and start it afresh.
    const onPageShow = (pageEvent: PageTransitionEvent) => {
      if (!pageEvent.persisted) return;
      setRestoredCount((count) => count + 1);
      void load(new URLSearchParams(window.location.search).get('promo_code'));
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
    // Once, on the first render: later reads go through `load` directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!event) {
    return failure ? (
      <Alert color="red" role="alert" title={t`This event could not be loaded`}>
        {failure}
      </Alert>
    ) : (
      <Center py="xl">
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  }

  const applyPromo = async (code: string | null) => {
    const url = new URL(window.location.href);
    if (code) url.searchParams.set('promo_code', code);
    else url.searchParams.delete('promo_code');
    window.history.replaceState(window.history.state, '', url);
    setPromoCode(code);
    setIsApplyingPromo(true);
    await load(code);
    setIsApplyingPromo(false);
  };

  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <EventPageView
        key={restoredCount}
        event={event}
        promoCode={promoCode}
        affiliateCode={affiliateCode}
        onApplyPromo={(code) => void applyPromo(code)}
        isApplyingPromo={isApplyingPromo}
        onAvailabilityChanged={() => void load(promoCode)}
        onReserved={(order) => leaveFor(`/checkout/${event.id}/${order.short_id}/details`)}
        navigateTo={leaveFor}
        mayHoldOrder={hasSessionHint || restoredCount > 0}
      />
    </>
  );
}
