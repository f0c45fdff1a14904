import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Paper, Text } from '@mantine/core';
import type { TPublicCheckInList } from '@marquee/core';
import { IconClockHour4, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { StatusPanel } from '../../../components/status-panel';
import { formatInZone, zoneAbbreviation } from '../../../lib/zoned-time';
import { formatCountdown, secondsLeft } from '../../checkout';

/** While the API still calls the list inactive after the countdown ends (clocks differ a little), ask again this often. */
const ACTIVATION_POLL_MS = 5_000;

function zonedText(iso: string, list: TPublicCheckInList, locale: string) {
  const timeZone = list.event.timezone;
  return `${formatInZone(iso, { locale, timeZone, dateStyle: 'full', timeStyle: 'short' })} ${zoneAbbreviation(timeZone, iso)}`;
}

function GateHeader({ list }: { list: TPublicCheckInList }) {
  return (
    <Text c="dimmed" ta="center" fz="sm">
      {list.event.title} · {list.name}
    </Text>
  );
}

/** The list has passed its `expires_at`: nothing to do here any more. */
export function CheckInExpiredGate({ list }: { list: TPublicCheckInList }) {
  const { i18n } = useLingui();
  const when = list.expires_at ? zonedText(list.expires_at, list, i18n.locale) : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="check-in-gate" data-gate="expired">
      <GateHeader list={list} />
      <StatusPanel color="gray" icon={<IconLock size={28} />} title={<Trans>This check-in list has expired</Trans>}>
        {when ? (
          <Trans>This check-in list expired on {when}.</Trans>
        ) : (
          <Trans>This check-in list is no longer open.</Trans>
        )}
      </StatusPanel>
    </Paper>
  );
}

/** Before `activates_at`: a countdown, then the list is read again (every few seconds until the API agrees). */
export function CheckInNotActiveGate({ list, onActivate }: { list: TPublicCheckInList; onActivate: () => void }) {
  const { i18n } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(list.activates_at, now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const hasStarted = left === 0;
  useEffect(() => {
    if (!hasStarted) return;
    onActivate();
    const timer = window.setInterval(onActivate, ACTIVATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [hasStarted, onActivate]);

  const days = Math.floor(left / 86_400);
  const clock = formatCountdown(left % 86_400);
  const when = list.activates_at ? zonedText(list.activates_at, list, i18n.locale) : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="check-in-gate" data-gate="not-active">
      <GateHeader list={list} />
      <StatusPanel icon={<IconClockHour4 size={28} />} title={<Trans>Check-in has not opened yet</Trans>}>
        {when ? <Trans>This list opens on {when}.</Trans> : null}
        <Text
          component="div"
          fz={32}
          fw={700}
          c="var(--mantine-color-text)"
          mt="md"
          role="timer"
          data-testid="check-in-countdown"
        >
          {days > 0 ? (
            <>
              <Plural value={days} one="# day" other="# days" /> {clock}
            </>
          ) : (
            clock
          )}
        </Text>
        {hasStarted ? <Trans>Opening…</Trans> : null}
      </StatusPanel>
    </Paper>
  );
}
