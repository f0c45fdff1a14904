import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { TPublicEvent } from '@marquee/core';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { hasJoinedWaitlist, rememberWaitlistJoin } from '../lib/waitlist-memory';
import type { TPublicPrice, TPublicProduct } from '../lib/selection';

// The form, its checks and the contract behind them load when a buyer reaches for the button (budget, decision 093).
const loadForm = () => import('./waitlist-join-form');
const WaitlistJoinForm = lazy(loadForm);

export type TWaitlistJoinProps = {
  event: Pick<TPublicEvent, 'id' | 'timezone'>;
  product: TPublicProduct;
  price: TPublicPrice;
  /** A preview (the widget configurator's, a draft's widget): the button shows, nothing can be sent. */
  isDisabled?: boolean;
  onAvailabilityChanged?: () => void;
};

/**
 * Under a sold-out price whose product keeps a waiting list (issue 31): how many wait when the organizer shows it, and
 * "Join the waiting list", which opens the join form in a dialog; in a frame (the widget), in a panel below the price
 * instead. Loaded only by a page showing such a price: the event page and the widget stay within their budgets
 * (buyer-entry.test.ts).
 */
export default function WaitlistJoin({
  event,
  product,
  price,
  isDisabled = false,
  onAvailabilityChanged,
}: TWaitlistJoinProps) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const [hasJoined, setHasJoined] = useState(() => hasJoinedWaitlist(price.id));
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const waiting = price.waiting_count;
  const name = price.label ? `${product.title} – ${price.label}` : product.title;
  // A dialog centres on the window it is in: in the widget's frame, that is not where the buyer is looking.
  const [isFramed] = useState(() => window.parent !== window);
  // A disclosure in a frame, a dialog elsewhere.
  const popupProps = isFramed
    ? { 'aria-expanded': isOpen, 'aria-controls': isOpen ? panelId : undefined }
    : { 'aria-haspopup': 'dialog' as const };
  const close = () => {
    setIsOpen(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  return (
    <Stack gap="xs" data-testid="waitlist-join">
      <Group justify="space-between" gap="xs">
        <Stack gap={0}>
          {waiting !== null && (
            <Text fz="xs" c="dimmed" data-testid="waiting-count">
              <Plural value={waiting} _0="No one is waiting yet" one="# person waiting" other="# people waiting" />
            </Text>
          )}
          {hasJoined && !isOpen && (
            <Text fz="xs" c="teal">
              <Trans>You are on the waiting list</Trans>
            </Text>
          )}
        </Stack>
        <Button
          ref={buttonRef}
          size="xs"
          variant="light"
          // Several sold-out tickets each have one: the name says which (and starts with what it shows).
          aria-label={t`Join the waiting list for ${name}`}
          {...popupProps}
          disabled={isDisabled}
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
          onClick={() => setIsOpen((open) => !open)}
        >
          <Trans>Join the waiting list</Trans>
        </Button>
      </Group>
      {isOpen && (
        <div id={panelId}>
          <Suspense fallback={<Loader size="sm" aria-label={t`Loading`} />}>
            <WaitlistJoinForm
              event={event}
              product={product}
              price={price}
              onClose={close}
              onJoined={() => {
                rememberWaitlistJoin(price.id);
                setHasJoined(true);
              }}
              onAvailabilityChanged={onAvailabilityChanged}
              isInline={isFramed}
            />
          </Suspense>
        </div>
      )}
    </Stack>
  );
}
