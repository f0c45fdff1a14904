import { Trans } from '@lingui/react/macro';
import { Button, EmptyState, Paper, Stack } from '@mantine/core';
import type { TEvent } from '@marquee/core';
import { IconHourglass, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ExportMenu } from '../../../components/export-menu';
import { PageHeader } from '../../../components/page-header';
import { LoadError } from '../../../components/load-error';
import { useListUrlState } from '../../../lib/list-url-state';
import { OrderDrawer } from '../../orders';
import {
  downloadWaitlistExport,
  hasOpenWaitlist,
  useWaitlistList,
  useWaitlistStats,
  type TWaitlistListParams,
} from '../api/waitlist';
import { useWaitlistCommands } from '../hooks/use-waitlist-commands';
import { WAITLIST_FILTER_KEYS, waitlistFiltersToListFilters } from '../lib/waitlist-list';
import { WaitlistEntriesList } from './waitlist-entries-list';
import { WaitlistStatsSection } from './waitlist-stats';

const ORDER_PARAM = 'order';

/** Where the waiting list is switched on and tuned: the event settings' section. */
export const waitlistSettingsPath = (eventId: string) => `/manage/event/${eventId}/settings#waitlist`;

/**
 * /manage/event/{id}/waitlist (issue 31): the figures per price with "Offer next…" and the lottery, then everyone
 * on the list, to offer, offer again or remove.
 */
export function WaitlistPanel({ event }: { event: TEvent }) {
  const url = useListUrlState(WAITLIST_FILTER_KEYS);
  const { state, isFiltered, searchParams, setSearchParams } = url;
  const params: TWaitlistListParams = {
    page: state.page,
    perPage: state.perPage,
    query: state.query,
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
    filters: waitlistFiltersToListFilters(state.filters),
  };
  const stats = useWaitlistStats(event.id);
  const list = useWaitlistList(event.id, params, { live: hasOpenWaitlist(stats.data) });
  const commands = useWaitlistCommands(event.id);
  const openOrderId = searchParams.get(ORDER_PARAM);
  const setOpenOrder = (orderId: string | null) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (orderId) next.set(ORDER_PARAM, orderId);
      else next.delete(ORDER_PARAM);
      return next;
    });

  const settingsLink = (
    <Button
      component={Link}
      to={waitlistSettingsPath(event.id)}
      variant="default"
      leftSection={<IconSettings size={16} aria-hidden />}
    >
      <Trans>Waiting-list settings</Trans>
    </Button>
  );
  const isEmptyEverywhere = list.data?.meta.total === 0 && !isFiltered;

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Waiting list</Trans>}
        description={
          <Trans>
            People waiting for sold-out tickets. Offer freed tickets to the next in line, and see how offers turn into
            sales.
          </Trans>
        }
        actions={
          <>
            {settingsLink}
            <ExportMenu onExport={(format) => downloadWaitlistExport(event.id, format, params)} />
          </>
        }
      />
      {list.isError && list.error ? (
        <LoadError
          title={<Trans>We couldn't load the waiting list</Trans>}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : isEmptyEverywhere ? (
        <Paper withBorder radius="lg">
          <EmptyState
            py="xl"
            variant="light"
            icon={<IconHourglass size={30} aria-hidden />}
            title={<Trans>Nobody is on the waiting list yet</Trans>}
            description={
              <Trans>
                When a ticket sells out, the event page offers “Join the waiting list” in its place. People who join
                appear here, and freed tickets are offered to them in turn. It is on for every ticket unless you turn
                off “Offer a waiting list when sold out” in the ticket’s options; whether offers go out by themselves,
                and how long they hold, is set in the waiting-list settings.
              </Trans>
            }
          >
            <EmptyState.Actions>{settingsLink}</EmptyState.Actions>
          </EmptyState>
        </Paper>
      ) : (
        <>
          <WaitlistStatsSection stats={stats} commands={commands} />
          <WaitlistEntriesList
            url={url}
            list={list}
            prices={stats.data?.prices ?? []}
            commands={commands}
            onOpenOrder={setOpenOrder}
          />
        </>
      )}
      {openOrderId ? <OrderDrawer eventId={event.id} orderId={openOrderId} onClose={() => setOpenOrder(null)} /> : null}
    </Stack>
  );
}
