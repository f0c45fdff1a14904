import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { TCheckInAttendee, TPublicCheckInList } from '@marquee/core';
import { LoadError } from '../../../components/load-error';
import { useCheckInAttendees } from '../api/check-in-calls';
import { checkInTimeText } from '../lib/attendee-text';
import { CheckInAttendeeRow } from './check-in-attendee-row';

type TCheckInAttendeeResultsProps = {
  shortId: string;
  list: TPublicCheckInList;
  query: string;
  busyIds: ReadonlySet<string>;
  onCheckIn: (attendee: TCheckInAttendee) => void;
  onCheckOut: (attendee: TCheckInAttendee) => void;
};

/** The attendees matching the search, a hundred at a time, with "Load more" for the rest. */
export function CheckInAttendeeResults({
  shortId,
  list,
  query,
  busyIds,
  onCheckIn,
  onCheckOut,
}: TCheckInAttendeeResultsProps) {
  const { t, i18n } = useLingui();
  const attendees = useCheckInAttendees(shortId, query, true);

  if (attendees.error && !attendees.data) {
    return (
      <LoadError
        title={t`We couldn't load the attendees`}
        error={attendees.error}
        onRetry={() => void attendees.refetch()}
        isRetrying={attendees.isFetching}
      />
    );
  }
  if (!attendees.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t`Loading attendees`} />
      </Center>
    );
  }
  const rows = attendees.data.pages.flatMap((page) => page.data);
  const total = attendees.data.pages[0]?.meta.total ?? 0;
  const shown = rows.length;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="check-in-empty">
        {query ? <Trans>No attendees match “{query}”.</Trans> : <Trans>No attendees on this list yet.</Trans>}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {query ? (
          <Plural value={total} one="# matching attendee" other="# matching attendees" />
        ) : (
          <Plural value={total} one="# attendee" other="# attendees" />
        )}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Attendees`}>
        {rows.map((attendee) => (
          <CheckInAttendeeRow
            key={attendee.id}
            attendee={attendee}
            checkedInAt={
              attendee.check_in
                ? checkInTimeText(attendee.check_in.created_at, { timeZone: list.event.timezone, locale: i18n.locale })
                : null
            }
            isBusy={busyIds.has(attendee.id)}
            onCheckIn={onCheckIn}
            onCheckOut={onCheckOut}
          />
        ))}
      </Stack>
      {attendees.hasNextPage && (
        <Button variant="default" onClick={() => void attendees.fetchNextPage()} loading={attendees.isFetchingNextPage}>
          <Trans>
            Load more ({shown} of {total} shown)
          </Trans>
        </Button>
      )}
    </Stack>
  );
}
