import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TPublicWaitlistEntry } from '@marquee/core';
import { IconClock, IconTicket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { canBuyOffer, formatEventTime, offerSecondsLeft, splitTimeLeft } from '../lib/waitlist-entry';

type TWaitlistOfferProps = {
  entry: TPublicWaitlistEntry;
  onBuy: () => void;
  isBuying: boolean;
  buyError: Error | null;
  /** The deadline passed while the page was open: ask for the entry again. */
  onLapsed: () => void;
};

/**
 * An open offer (issue 31): how many tickets are held and until when, in the event's time zone, the time left, and
 * "Buy your tickets", which opens the held order's checkout.
 */
export function WaitlistOffer({ entry, onBuy, isBuying, buyError, onLapsed }: TWaitlistOfferProps) {
  const { i18n } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  const left = offerSecondsLeft(entry, now);
  const isOpen = canBuyOffer(entry, now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // Once per deadline: the clock keeps ticking (and this component drawing) after it passed.
  const lapsedAt = useRef<string | null>(null);
  useEffect(() => {
    if (!entry.offer_expires_at || left > 0 || lapsedAt.current === entry.offer_expires_at) return;
    lapsedAt.current = entry.offer_expires_at;
    onLapsed();
  }, [entry.offer_expires_at, left, onLapsed]);

  const quantity = entry.quantity;
  const deadline = entry.offer_expires_at
    ? formatEventTime(entry.offer_expires_at, { locale: i18n.locale, timeZone: entry.event.timezone })
    : '';
  const { days, clock } = splitTimeLeft(left);

  if (!isOpen)
    return (
      <Alert color="orange" icon={<IconClock size={18} aria-hidden />} data-testid="waitlist-offer-lapsing">
        <Trans>The time to buy the tickets held for you has run out.</Trans>
      </Alert>
    );
  return (
    <Stack gap="md" data-testid="waitlist-offer">
      <Alert color="teal" variant="light" icon={<IconTicket size={18} aria-hidden />}>
        <Stack gap={4}>
          <Text fw={600}>
            <Plural
              value={quantity}
              one={`# ticket is held for you until ${deadline}.`}
              other={`# tickets are held for you until ${deadline}.`}
            />
          </Text>
          {/* A timer: read when reached, not on every tick. */}
          <Text fz="sm" role="timer" data-testid="waitlist-offer-time-left">
            {days > 0 ? (
              <Plural value={days} one={`Time left: # day and ${clock}`} other={`Time left: # days and ${clock}`} />
            ) : (
              <Trans>Time left: {clock}</Trans>
            )}
          </Text>
          <Text fz="sm">
            <Trans>After that, they go to the next person in line.</Trans>
          </Text>
        </Stack>
      </Alert>
      {buyError && (
        <Alert color="red" role="alert" data-testid="waitlist-buy-error">
          {buyError.message}
        </Alert>
      )}
      <Button size="lg" fullWidth loading={isBuying} onClick={onBuy}>
        <Trans>Buy your tickets</Trans>
      </Button>
    </Stack>
  );
}
