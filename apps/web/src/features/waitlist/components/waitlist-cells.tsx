import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatNumber, type TListMeta, type TWaitlistEntry } from '@marquee/core';
import { DateTimeCell } from '../../../components/data-list/list-cells';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';

/** The place in line; after a lottery, the drawn rank leads and the joining place is kept beside it. */
export function PlaceCell({ entry }: { entry: TWaitlistEntry }) {
  const { t } = useLingui();
  const position = entry.position;
  if (entry.lottery_rank === null) return <Text size="sm">#{position}</Text>;
  const rank = entry.lottery_rank;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={600}>
        #{rank}
      </Text>
      <Tooltip label={t`Place drawn in the lottery; joined as #${position}.`} withArrow>
        <Badge size="xs" variant="outline" color="grape" tabIndex={0}>
          {t`Lottery`}
        </Badge>
      </Tooltip>
    </Group>
  );
}

/** When the (last) offer went out and until when it holds, or when it lapsed; how many offers were made. */
export function OfferCell({ entry }: { entry: TWaitlistEntry }) {
  const formatTime = useFormatDisplayTime();
  if (!entry.offered_at) return <DateTimeCell iso={null} />;
  const deadline = entry.offer_expires_at ? formatTime(entry.offer_expires_at) : null;
  const times = entry.offer_count;
  return (
    <Stack gap={0}>
      <DateTimeCell iso={entry.offered_at} />
      {deadline && entry.status === 'OFFERED' ? (
        <Text size="xs" c="dimmed">
          <Trans>Held until {deadline}</Trans>
        </Text>
      ) : null}
      {deadline && entry.status === 'OFFER_EXPIRED' ? (
        <Text size="xs" c="dimmed">
          <Trans>Ended {deadline}</Trans>
        </Text>
      ) : null}
      {times > 1 ? (
        <Text size="xs" c="dimmed">
          <Trans>Offered {times} times</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

export function WaitlistPageSummary({ meta }: { meta: TListMeta }) {
  const { i18n } = useLingui();
  const from = formatNumber(meta.from ?? 0, i18n.locale);
  const to = formatNumber(meta.to ?? 0, i18n.locale);
  const total = formatNumber(meta.total, i18n.locale);
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" data-testid="waitlist-page-summary">
        {plural(meta.total, {
          one: `${from}–${to} of ${total} entry`,
          other: `${from}–${to} of ${total} entries`,
        })}
      </Text>
      <TimeZoneNote />
    </Stack>
  );
}
