import { useLingui } from '@lingui/react/macro';
import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TCheckInList } from '@marquee/core';
import { useId } from 'react';
import { formatInZone, zoneAbbreviation } from '../../../lib/zoned-time';
import { checkInListState } from '../lib/check-in-list-state';

/** "Active" or "Inactive", and why, with instants in the event's time zone ("Jun 1, 2030, 10:00 PM GMT+2"). */
export function useCheckInListStatus(timeZone: string) {
  const { t, i18n } = useLingui();
  const when = (iso: string) =>
    `${formatInZone(iso, { locale: i18n.locale, timeZone })} ${zoneAbbreviation(timeZone, iso)}`;
  return (list: Pick<TCheckInList, 'activates_at' | 'expires_at'>, now: Date = new Date()) => {
    const state = checkInListState(list, now);
    switch (state.status) {
      case 'EXPIRED': {
        const at = when(state.at);
        return {
          isActive: false,
          label: t`Inactive`,
          reason: t`Expired on ${at}. Staff can no longer check attendees in.`,
        };
      }
      case 'NOT_YET_ACTIVE': {
        const at = when(state.at);
        return {
          isActive: false,
          label: t`Inactive`,
          reason: t`Activates on ${at}. Staff can check attendees in from then.`,
        };
      }
      case 'ACTIVE': {
        if (!state.until)
          return {
            isActive: true,
            label: t`Active`,
            reason: t`Staff can check attendees in now; the list does not expire.`,
          };
        const until = when(state.until);
        return { isActive: true, label: t`Active`, reason: t`Staff can check attendees in until ${until}.` };
      }
    }
  };
}

/**
 * The list's state as a badge whose tooltip says why. The badge takes focus so keyboard users get the
 * tooltip too, and screen readers hear the reason as its description; touch shows it on a tap.
 */
export function CheckInListStatusBadge({ list, timeZone }: { list: TCheckInList; timeZone: string }) {
  const status = useCheckInListStatus(timeZone)(list);
  const reasonId = useId();
  return (
    <>
      <Tooltip label={status.reason} withArrow multiline maw={260} events={{ hover: true, focus: true, touch: true }}>
        <Badge
          variant="light"
          color={status.isActive ? 'teal' : 'gray'}
          tabIndex={0}
          aria-describedby={reasonId}
          data-testid="check-in-list-status"
          style={{ cursor: 'help', flexShrink: 0 }}
        >
          {status.label}
        </Badge>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{status.reason}</VisuallyHidden>
    </>
  );
}
