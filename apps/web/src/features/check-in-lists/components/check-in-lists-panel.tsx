import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, Group, Pagination, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TCheckInList, TEvent } from '@marquee/core';
import { IconPlus, IconQrcode, IconTicket } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ListSearchInput } from '../../../components/data-list/list-search-input';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useResourceListState, useConfirmedDelete, useEventProductOptions } from '../../event-resources';
import { checkInListsApi } from '../api/check-in-lists';
import { CheckInListCard } from './check-in-list-card';
import { CheckInListCreatedModal } from './check-in-list-created-modal';
import { CheckInListModal } from './check-in-list-modal';

/** Cards per page: fills rows of 1, 2 or 3 columns. */
const PER_PAGE = 12;
/** Below this many lists a search box would only be in the way. */
const SEARCH_FROM = 7;

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

function EmptyPanel({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  action: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg">
      <EmptyState py="xl" variant="light" icon={icon} title={title} description={description}>
        <EmptyState.Actions>{action}</EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

/** Reference: /manage/event/{id}/check-in — the lists door staff check attendees in on. */
export function CheckInListsPanel({ event }: { event: TEvent }) {
  const { t } = useLingui();
  const state = useResourceListState(PER_PAGE);
  // Door staff check people in while the organizer watches: the progress bars follow within 30 s.
  const list = checkInListsApi.useList(event.id, state.params, { refetchInterval: 30_000 });
  const tickets = useEventProductOptions(event.id, { productType: 'TICKET' });
  const remove = checkInListsApi.useDelete(event.id);
  const confirmDelete = useConfirmedDelete(remove);
  const [editing, setEditing] = useState<TCheckInList | 'new' | null>(null);
  const [created, setCreated] = useState<TCheckInList | null>(null);
  const data = list.data;
  const query = state.params.query;

  const createButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
      <Trans>Create check-in list</Trans>
    </Button>
  );

  const handleDelete = (item: TCheckInList) =>
    void confirmDelete(item.id, {
      name: item.name,
      message: t`Its link stops working at once. Check-ins made on it stay in the attendees' history.`,
    });

  let body: ReactNode;
  if (list.isError) {
    body = (
      <LoadError
        title={<Trans>We couldn't load the check-in lists</Trans>}
        error={list.error}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  } else if (!data || (data.meta.total === 0 && !query && tickets.isLoading)) {
    body = (
      <SimpleGrid cols={GRID_COLS} aria-busy="true" aria-label={t`Loading check-in lists`}>
        <Skeleton h={170} radius="lg" />
        <Skeleton h={170} radius="lg" />
      </SimpleGrid>
    );
  } else if (data.meta.total === 0 && !query && tickets.isLoaded && tickets.options.length === 0) {
    body = (
      <EmptyPanel
        icon={<IconTicket size={30} aria-hidden />}
        title={<Trans>Create a ticket first</Trans>}
        description={
          <Trans>
            A check-in list admits the holders of some of your tickets, and this event has none yet. Create a ticket,
            then come back to set up check-in.
          </Trans>
        }
        action={
          <Button component={Link} to={`/manage/event/${event.id}/products#create-product`}>
            <Trans>Create a ticket</Trans>
          </Button>
        }
      />
    );
  } else if (data.meta.total === 0 && !query) {
    body = (
      <EmptyPanel
        icon={<IconQrcode size={30} aria-hidden />}
        title={<Trans>No check-in lists yet</Trans>}
        description={
          <Trans>
            A check-in list is a link your door staff open on any phone to check attendees in, without an account. Make
            one per entrance, day or kind of ticket, and follow how many people have arrived.
          </Trans>
        }
        action={createButton}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        {query || data.meta.total >= SEARCH_FROM ? (
          <ListSearchInput
            initial={query}
            onSearch={state.setQuery}
            label={t`Search check-in lists`}
            placeholder={t`Search by name`}
          />
        ) : null}
        {data.data.length === 0 ? (
          <Paper withBorder radius="lg" p="lg">
            <Text c="dimmed" ta="center">
              <Trans>No check-in list matches this search.</Trans>
            </Text>
          </Paper>
        ) : (
          <SimpleGrid cols={GRID_COLS} aria-busy={list.isFetching} data-testid="check-in-lists">
            {data.data.map((item) => (
              <CheckInListCard
                key={item.id}
                list={item}
                timeZone={event.timezone}
                onEdit={() => setEditing(item)}
                onDelete={() => handleDelete(item)}
              />
            ))}
          </SimpleGrid>
        )}
        {data.meta.last_page > 1 ? (
          <Group justify="center">
            <Pagination
              total={data.meta.last_page}
              value={state.params.page}
              onChange={state.setPage}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
              })}
            />
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Check-in lists</Trans>}
        description={<Trans>Links your door staff open to check attendees in, each for some of your tickets.</Trans>}
        actions={createButton}
      />
      {body}
      <CheckInListModal
        event={event}
        editing={editing}
        onClose={() => setEditing(null)}
        onCreated={(saved) => {
          setEditing(null);
          setCreated(saved);
        }}
      />
      <CheckInListCreatedModal list={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
