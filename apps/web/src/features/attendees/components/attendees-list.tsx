import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Button, Group, Menu, Select, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { formatNumber, type TAttendee, type TListMeta } from '@marquee/core';
import {
  IconDots,
  IconFilterOff,
  IconMailForward,
  IconNote,
  IconRestore,
  IconUser,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ListColumnsMenu } from '../../../components/data-list/list-columns-menu';
import { ListPager } from '../../../components/data-list/list-pager';
import { ListStates } from '../../../components/data-list/list-states';
import { ListSearchInput } from '../../../components/data-list/list-search-input';
import { ListTable } from '../../../components/data-list/list-table';
import { useSortableHeaders } from '../../../components/data-list/sortable-header';
import { useColumnVisibility } from '../../../components/data-list/use-column-visibility';
import { UserAvatar } from '../../../components/user-avatar';
import { DateTimeCell } from '../../../components/data-list/list-cells';
import { useListUrlState } from '../../../lib/list-url-state';
import { OrderDrawer } from '../../orders';
import { useProductCategories } from '../../products';
import { useAttendeeList, type TAttendeeListParams } from '../api/attendees';
import { useAttendeeCommands } from '../hooks/use-attendee-commands';
import {
  ATTENDEE_FILTER_KEYS,
  attendeeFiltersToListFilters,
  attendeeName,
  ticketFilterChange,
  tierFilterChange,
  tierFilterOptions,
} from '../lib/attendee-list';
import { checkInListsApi } from '../../check-in-lists';
import { AttendeeCheckInCell } from './attendee-check-in-cell';
import { AttendeeDrawer } from './attendee-drawer';
import { AttendeeStatusBadge, useAttendeeStatusLabel } from './attendee-status-badge';
import { SearchableSelect } from '../../../components/searchable-select';
import { TimeZoneNote } from '../../../components/time-zone-note';

const ATTENDEE_PARAM = 'attendee';
const ORDER_PARAM = 'order';

type TAttendeesListProps = {
  eventId: string;
  /** Page actions that act on the list on screen, e.g. the export menu. */
  actions?: (params: TAttendeeListParams) => ReactNode;
  header: (input: { total: number | null; actions: ReactNode }) => ReactNode;
};

/**
 * The attendees of an event (issue 7 point 3): search, status, ticket, tier and check-in filters, server sort and
 * pages kept in the URL; a name opens the attendee drawer (`?attendee={id}`), an order number the order drawer.
 */
export function AttendeesList({ eventId, actions, header }: TAttendeesListProps) {
  const { t } = useLingui();
  const { state, update, clearFilters, isFiltered, searchParams, setSearchParams } =
    useListUrlState(ATTENDEE_FILTER_KEYS);
  const params: TAttendeeListParams = {
    page: state.page,
    perPage: state.perPage,
    query: state.query,
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
    filters: attendeeFiltersToListFilters(state.filters),
  };
  const list = useAttendeeList(eventId, params);
  const catalogue = useProductCategories(eventId);
  // The check-in column shows once the event has lists (decision 099); an event has a handful at most.
  const checkInLists = checkInListsApi.useList(eventId, { page: 1, perPage: 100, query: '' }).data?.data ?? [];
  const statusLabel = useAttendeeStatusLabel();
  const data = list.data;
  // Clearing the filters from outside the search box starts it afresh.
  const [searchKey, setSearchKey] = useState(0);

  const tickets = (catalogue.data ?? [])
    .flatMap((category) => category.products)
    .filter((product) => product.product_type === 'TICKET');
  const ticketOptions = tickets.map((product) => ({ value: product.id, label: product.title }));
  const chosenTierId = state.filters.product_price_id;
  const allTiers = tierFilterOptions(tickets);
  const tierOptions = tierFilterOptions(tickets, state.filters.product_id).map(({ value, label }) => ({
    value,
    label,
  }));

  const openAttendeeId = searchParams.get(ATTENDEE_PARAM);
  const openOrderId = searchParams.get(ORDER_PARAM);
  const setOpen = (key: string, id: string | null) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete(ATTENDEE_PARAM);
      next.delete(ORDER_PARAM);
      if (id) next.set(key, id);
      return next;
    });

  const sorting = useSortableHeaders(
    {
      allowedSorts: data?.meta.allowed_sorts ?? [],
      sortBy: state.sortBy ?? data?.meta.default_sort ?? 'created_at',
      sortDirection: state.sortDirection ?? data?.meta.default_sort_direction ?? 'desc',
    },
    (sort) => update(sort),
  );
  // The attendee's name always shows; the other columns can be hidden (decision 095).
  const columns = useColumnVisibility<TAttendee>('attendees', [
    {
      key: 'attendee',
      sortKey: 'name',
      header: t`Attendee`,
      cell: (attendee) => <AttendeeCell attendee={attendee} onOpen={() => setOpen(ATTENDEE_PARAM, attendee.id)} />,
    },
    {
      key: 'ticket',
      sortKey: 'ticket_name',
      header: t`Ticket`,
      canHide: true,
      cell: (attendee) => (
        <>
          <Text size="sm" truncate maw={220}>
            {attendee.product_title}
            {attendee.price_label ? ` · ${attendee.price_label}` : ''}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            #{attendee.short_id}
          </Text>
        </>
      ),
    },
    {
      key: 'order',
      header: t`Order`,
      canHide: true,
      cell: (attendee) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ff="monospace"
          onClick={() => setOpen(ORDER_PARAM, attendee.order_id)}
        >
          #{attendee.order_short_id}
        </Anchor>
      ),
    },
    {
      key: 'created',
      sortKey: 'created_at',
      defaultDirection: 'desc',
      header: t`Added`,
      canHide: true,
      cell: (attendee) => <DateTimeCell iso={attendee.created_at} />,
    },
    ...(checkInLists.length > 0
      ? [
          {
            key: 'check-in',
            header: t`Check-in`,
            canHide: true,
            cell: (attendee: TAttendee) => <AttendeeCheckInCell attendee={attendee} lists={checkInLists} />,
          },
        ]
      : []),
    {
      key: 'status',
      sortKey: 'status',
      header: t`Status`,
      canHide: true,
      cell: (attendee) => <AttendeeStatusBadge status={attendee.status} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
      cell: (attendee) => (
        <AttendeeRowMenu eventId={eventId} attendee={attendee} onOpen={() => setOpen(ATTENDEE_PARAM, attendee.id)} />
      ),
    },
  ]);

  const isEmptyEverywhere = data?.meta.total === 0 && !isFiltered;

  return (
    <Stack gap="md">
      {header({ total: data ? data.meta.total : null, actions: actions?.(params) ?? null })}
      <ListStates
        list={list}
        errorTitle={<Trans>We couldn't load the attendees</Trans>}
        isEmpty={isEmptyEverywhere}
        empty={{
          icon: <IconUsers size={28} aria-hidden />,
          title: <Trans>No attendees yet</Trans>,
          description: (
            <Trans>
              Everyone holding a ticket appears here once their order is placed. Use Add attendee to give someone a
              ticket by hand.
            </Trans>
          ),
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <ListSearchInput
            key={searchKey}
            initial={state.query}
            onSearch={(query) => update({ query }, { replace: true })}
            label={t`Search attendees`}
            placeholder={t`Search name, email or ticket number`}
          />
          <Select
            w={{ base: '100%', xs: 180 }}
            label={t`Status`}
            placeholder={t`Any status`}
            clearable
            data={(['ACTIVE', 'AWAITING_PAYMENT', 'CANCELLED'] as const).map((status) => ({
              value: status,
              label: statusLabel(status),
            }))}
            value={state.filters.status ?? null}
            onChange={(status) => update({ filters: { status } })}
          />
          <SearchableSelect
            w={{ base: '100%', xs: 220 }}
            label={t`Ticket`}
            placeholder={t`Any ticket`}
            clearable
            data={ticketOptions}
            value={state.filters.product_id ?? null}
            onChange={(productId) =>
              update({ filters: ticketFilterChange(productId, { tierId: chosenTierId, tiers: allTiers }) })
            }
          />
          {/* Only events with tiered tickets have tiers to tell apart. */}
          {tierOptions.length > 0 || chosenTierId ? (
            <SearchableSelect
              w={{ base: '100%', xs: 240 }}
              label={t`Tier`}
              placeholder={t`Any tier`}
              clearable
              data={tierOptions}
              value={chosenTierId ?? null}
              onChange={(tierId) => update({ filters: tierFilterChange(tierId, allTiers) })}
            />
          ) : null}
          <Select
            w={{ base: '100%', xs: 180 }}
            label={t`Check-in`}
            placeholder={t`Anyone`}
            clearable
            data={[
              { value: 'true', label: t`Checked in` },
              { value: 'false', label: t`Not checked in` },
            ]}
            value={state.filters.checked_in ?? null}
            onChange={(checkedIn) => update({ filters: { checked_in: checkedIn } })}
          />
          <ListColumnsMenu {...columns} />
          {isFiltered ? (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => {
                clearFilters();
                setSearchKey((key) => key + 1);
              }}
            >
              <Trans>Clear filters</Trans>
            </Button>
          ) : null}
        </Group>
        <ListTable
          testId="attendees-table"
          columns={columns.visibleColumns}
          sorting={sorting}
          rows={data?.data}
          rowKey={(attendee) => attendee.id}
          rowTestId="attendee-row"
          isFetching={list.isFetching}
          loadingLabel={t`Loading attendees`}
          noMatch={<Trans>No attendee matches this search and these filters.</Trans>}
        />
        {data ? (
          <ListPager
            meta={data.meta}
            page={state.page}
            perPage={state.perPage}
            perPageLabel={t`Attendees per page`}
            summary={<PageSummary meta={data.meta} />}
            onChange={(change) => update(change)}
          />
        ) : null}
      </ListStates>
      {openAttendeeId ? (
        <AttendeeDrawer
          eventId={eventId}
          attendeeId={openAttendeeId}
          onClose={() => setOpen(ATTENDEE_PARAM, null)}
          onOpenOrder={(orderId) => setOpen(ORDER_PARAM, orderId)}
        />
      ) : null}
      {openOrderId ? (
        <OrderDrawer eventId={eventId} orderId={openOrderId} onClose={() => setOpen(ORDER_PARAM, null)} />
      ) : null}
    </Stack>
  );
}

/** The identifying cell: avatar, name (opens the attendee), a notes marker and the email. */
function AttendeeCell({ attendee, onOpen }: { attendee: TAttendee; onOpen: () => void }) {
  const { t } = useLingui();
  const name = attendeeName(attendee);
  const shortId = attendee.short_id;
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar size={32} name={name ?? shortId} />
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Anchor component="button" type="button" fw={600} size="sm" ta="left" onClick={onOpen}>
            {name ?? t`Ticket #${shortId}`}
          </Anchor>
          {attendee.notes ? (
            <Tooltip label={attendee.notes} multiline maw={280} withArrow>
              <IconNote size={14} aria-label={t`Has notes`} role="img" />
            </Tooltip>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" truncate maw={260}>
          {attendee.email ?? ''}
        </Text>
      </Stack>
    </Group>
  );
}

function AttendeeRowMenu({ eventId, attendee, onOpen }: { eventId: string; attendee: TAttendee; onOpen: () => void }) {
  const { t } = useLingui();
  const commands = useAttendeeCommands(eventId, attendee);
  const name = attendeeName(attendee) ?? `#${attendee.short_id}`;
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUser size={16} aria-hidden />} onClick={onOpen}>
          <Trans>Manage attendee</Trans>
        </Menu.Item>
        {commands.canResend ? (
          <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={commands.resendTicket}>
            <Trans>Resend ticket</Trans>
          </Menu.Item>
        ) : null}
        {commands.canReactivate ? (
          <Menu.Item leftSection={<IconRestore size={16} aria-hidden />} onClick={() => void commands.reactivate()}>
            <Trans>Reactivate ticket</Trans>
          </Menu.Item>
        ) : null}
        {commands.canCancel ? (
          <Menu.Item color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => void commands.cancel()}>
            <Trans>Cancel ticket</Trans>
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

function PageSummary({ meta }: { meta: TListMeta }) {
  const { i18n } = useLingui();
  const from = formatNumber(meta.from ?? 0, i18n.locale);
  const to = formatNumber(meta.to ?? 0, i18n.locale);
  const total = formatNumber(meta.total, i18n.locale);
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" data-testid="attendees-page-summary">
        {plural(meta.total, {
          one: `${from}–${to} of ${total} attendee`,
          other: `${from}–${to} of ${total} attendees`,
        })}
      </Text>
      <TimeZoneNote />
    </Stack>
  );
}
