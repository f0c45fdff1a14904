import { Trans } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatCountdown, secondsLeft } from '../lib/countdown';

/** "Your tickets are held for 14:59": ticks every second, calls onExpired once at zero. */
export function ReservationCountdown({ until, onExpired }: { until: string | null; onExpired: () => void }) {
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
    </Alert>
  );
}
