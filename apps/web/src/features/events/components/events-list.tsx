import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Card,
  CloseButton,
  EmptyState,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { TEvent } from '@marquee/core';
import {
  IconArchive,
  IconCalendarPlus,
  IconCalendarTime,
  IconHistory,
  IconPencil,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useOrganizers } from '../../organizers';
import { useEvents, type TEventsListState } from '../api/events';
import { useEventsSearchParams } from '../hooks/use-events-search-params';
import { DuplicateEventModal } from './duplicate-event-modal';
import { EventCard } from './event-card';

const SORT_LABELS: Record<string, MessageDescriptor> = {
  start_date: msg`Start date`,
  end_date: msg`End date`,
  created_at: msg`Date created`,
  updated_at: msg`Last updated`,
  title: msg`Name`,
};

const SEARCH_DEBOUNCE_MS = 300;
const FADE_TRANSITION = 'opacity 150ms';
const SEARCH_FLEX = '1 1 14rem';

type TEventsListProps = {
  /** Where the tabs live: `/manage/events` or `/manage/organizer/{id}/events`. */
  basePath: string;
  organizerId?: string;
  onCreate: () => void;
};

/** Reference §2.2: tabs upcoming / drafts / ended / archived, search, server sort, pages of event cards. */
export function EventsList({ basePath, organizerId, onCreate }: TEventsListProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { search: locationSearch } = useLocation();
  const search = useEventsSearchParams(organizerId);
  const events = useEvents(search.listParams);
  const organizers = useOrganizers();
  const [searchText, setSearchText] = useState(search.query);
  const [duplicating, setDuplicating] = useState<TEvent | null>(null);
  const applySearch = useDebouncedCallback((query: string) => search.update({ query }), SEARCH_DEBOUNCE_MS);

  const organizerById = useMemo(
    () => new Map((organizers.data?.data ?? []).map((organizer) => [organizer.id, organizer])),
    [organizers.data],
  );
  const meta = events.data?.meta;
  const rows = events.data?.data;
  const sortBy = search.sortBy ?? meta?.default_sort ?? 'start_date';
  const sortDirection = search.sortDirection ?? (search.sortBy ? 'asc' : (meta?.default_sort_direction ?? 'asc'));
  const sortOptions = (meta?.allowed_sorts ?? ['start_date']).map((field) => ({
    value: field,
    label: SORT_LABELS[field] ? i18n._(SORT_LABELS[field]) : field,
  }));

  function changeTab(value: string | null) {
    if (!value || value === search.state) return;
    // The search stays, the page does not: page 3 of one tab means nothing on another.
    const params = new URLSearchParams(locationSearch);
    params.delete('page');
    const query = params.toString();
    void navigate(`${basePath}/${value}${query ? `?${query}` : ''}`);
  }

  function changeSearch(value: string) {
    setSearchText(value);
    applySearch(value);
  }

  const from = meta?.from;
  const to = meta?.to;
  const total = meta?.total;

  return (
    <Stack gap="md">
      <Tabs value={search.state} onChange={changeTab} variant="pills" radius="xl">
        <Tabs.List aria-label={t`Which events`} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="upcoming" leftSection={<IconCalendarTime size={16} aria-hidden />}>
            <Trans>Upcoming</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="draft" leftSection={<IconPencil size={16} aria-hidden />}>
            <Trans>Drafts</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="ended" leftSection={<IconHistory size={16} aria-hidden />}>
            <Trans>Ended</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="archived" leftSection={<IconArchive size={16} aria-hidden />}>
            <Trans>Archived</Trans>
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label={t`Search events`}
          placeholder={t`Search by name`}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            searchText ? <CloseButton size="sm" aria-label={t`Clear search`} onClick={() => changeSearch('')} /> : null
          }
          value={searchText}
          onChange={(event) => changeSearch(event.currentTarget.value)}
          style={{ flex: SEARCH_FLEX }}
        />
        <Group gap={6} wrap="nowrap">
          <Select
            aria-label={t`Sort by`}
            data={sortOptions}
            value={sortBy}
            onChange={(value) => value && search.update({ sortBy: value, sortDirection })}
            allowDeselect={false}
            w={170}
          />
          <Tooltip label={sortDirection === 'asc' ? t`Ascending` : t`Descending`} withArrow>
            <ActionIcon
              variant="default"
              size="input-sm"
              aria-label={
                sortDirection === 'asc' ? t`Sorted ascending; sort descending` : t`Sorted descending; sort ascending`
              }
              onClick={() => search.update({ sortBy, sortDirection: sortDirection === 'asc' ? 'desc' : 'asc' })}
            >
              {sortDirection === 'asc' ? (
                <IconSortAscending size={18} aria-hidden />
              ) : (
                <IconSortDescending size={18} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>

      {events.isError && !rows ? (
        <LoadError
          title={<Trans>We couldn't load the events</Trans>}
          error={events.error}
          onRetry={() => void events.refetch()}
          isRetrying={events.isFetching}
        />
      ) : !rows ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" aria-label={t`Loading events`}>
          {[0, 1, 2].map((index) => (
            <Card key={index} withBorder radius="lg" padding={0}>
              <Skeleton h={132} radius={0} />
              <Stack p="md" gap="xs">
                <Skeleton h={18} w="70%" />
                <Skeleton h={12} w="50%" />
                <Skeleton h={12} w="40%" />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      ) : rows.length === 0 ? (
        <EmptyEvents
          state={search.state}
          isFiltered={search.isFiltered}
          onCreate={onCreate}
          onClear={() => changeSearch('')}
        />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          style={{ opacity: events.isPlaceholderData ? 0.6 : 1, transition: FADE_TRANSITION }}
        >
          {rows.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              organizer={organizerId ? null : (organizerById.get(event.organizer_id) ?? null)}
              onDuplicate={setDuplicating}
            />
          ))}
        </SimpleGrid>
      )}

      {meta && meta.total > 0 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            <Trans>
              {from}–{to} of {total}
            </Trans>
          </Text>
          {meta.last_page > 1 ? (
            <Pagination
              total={meta.last_page}
              value={search.page}
              onChange={(page) => search.update({ page })}
              size="sm"
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : undefined,
              })}
              getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
            />
          ) : null}
        </Group>
      ) : null}
      <DuplicateEventModal event={duplicating} onClose={() => setDuplicating(null)} />
    </Stack>
  );
}

const EMPTY_TEXTS: Record<TEventsListState, { title: ReactNode; description: ReactNode }> = {
  upcoming: {
    title: <Trans>No upcoming events</Trans>,
    description: <Trans>Create an event, add tickets and publish it: it shows here until it ends.</Trans>,
  },
  draft: {
    title: <Trans>No drafts</Trans>,
    description: (
      <Trans>New and duplicated events start as drafts, visible only to your team until they go live.</Trans>
    ),
  },
  ended: {
    title: <Trans>No ended events yet</Trans>,
    description: <Trans>Events move here once they are over, with their orders and reports.</Trans>,
  },
  archived: {
    title: <Trans>Nothing archived</Trans>,
    description: <Trans>Archived events are kept here, out of the way. You can restore them as drafts.</Trans>,
  },
};

function EmptyEvents(props: {
  state: TEventsListState;
  isFiltered: boolean;
  onCreate: () => void;
  onClear: () => void;
}) {
  const { state, isFiltered, onCreate, onClear } = props;
  return (
    <Paper withBorder radius="lg">
      <EmptyState
        py="xl"
        variant="light"
        icon={<IconCalendarPlus size={30} aria-hidden />}
        title={isFiltered ? <Trans>No events match your search</Trans> : EMPTY_TEXTS[state].title}
        description={
          isFiltered ? <Trans>Try another name, or clear the search.</Trans> : EMPTY_TEXTS[state].description
        }
      >
        <EmptyState.Actions>
          {isFiltered ? (
            <Button variant="default" onClick={onClear}>
              <Trans>Clear search</Trans>
            </Button>
          ) : state === 'upcoming' ? (
            <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={onCreate}>
              <Trans>Create event</Trans>
            </Button>
          ) : null}
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
