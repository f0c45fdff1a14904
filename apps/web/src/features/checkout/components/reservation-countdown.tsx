import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatCountdown, secondsLeft } from '../lib/countdown';

/** The minutes left at which a screen reader hears the time (WCAG 2.2.1): often enough to act, not every second. */
const ANNOUNCED_MINUTES = [5, 2, 1] as const;

/**
 * "Your tickets are held for 14:59": ticks every second, calls onExpired once at zero. The visible clock is a timer
 * (not read out on each tick); a live region says how long is left at 5, 2 and 1 minutes.
 */
export function ReservationCountdown({ until, onExpired }: { until: string | null; onExpired: () => void }) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (until && left === 0) onExpired();
  }, [until, left, onExpired]);
  const time = formatCountdown(left);
  const minutes = ANNOUNCED_MINUTES.find((mark) => left <= mark * 60 && left > (mark === 1 ? 0 : mark * 60 - 60));
  const announcement =
    minutes === undefined
      ? ''
      : minutes === 1
        ? t`Less than a minute left to complete your order.`
        : t`${minutes} minutes left to complete your order.`;
  return (
    <Alert
      color={left < 120 ? 'orange' : 'blue'}
      icon={<IconClock size={18} aria-hidden />}
      data-testid="reservation-countdown"
      role="timer"
    >
      <Text fz="sm">
        <Trans>
          Your tickets are held for <b>{time}</b>
        </Trans>
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Alert>
  );
}
