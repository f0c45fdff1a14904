import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, MultiSelect, Stack, Text, VisuallyHidden } from '@mantine/core';
import { WAITLIST_ENTRY_STATUSES, type TWaitlistEntry, type TWaitlistPriceStats } from '@marquee/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTimeCell } from '../../../components/data-list/list-cells';
import { ListPager } from '../../../components/data-list/list-pager';
import { ListSearchInput } from '../../../components/data-list/list-search-input';
import { ListTable, type TListColumn } from '../../../components/data-list/list-table';
import { useSortableHeaders } from '../../../components/data-list/sortable-header';
import { SearchableSelect } from '../../../components/searchable-select';
import type { useListUrlState } from '../../../lib/list-url-state';
import type { useWaitlistList } from '../api/waitlist';
import type { useWaitlistCommands } from '../hooks/use-waitlist-commands';
import { canOfferEntry, entrantName, priceTitle, statusesFromUrl, type TWaitlistFilterKey } from '../lib/waitlist-list';
import { OfferCell, PlaceCell, WaitlistPageSummary } from './waitlist-cells';
import { WaitlistRowMenu } from './waitlist-row-menu';
import { WaitlistSelectionBar } from './waitlist-selection-bar';
import { useWaitlistStatusLabel, WaitlistStatusBadge } from './waitlist-status-badge';

type TWaitlistEntriesListProps = {
  url: ReturnType<typeof useListUrlState<TWaitlistFilterKey>>;
  list: ReturnType<typeof useWaitlistList>;
  /** The prices of the event's waiting lists, for the ticket filter. */
  prices: TWaitlistPriceStats[];
  commands: ReturnType<typeof useWaitlistCommands>;
  onOpenOrder: (orderId: string) => void;
};

/**
 * The entries (§14): search, status and ticket filters, server sort and pages kept in the URL, row actions, and a
 * selection of waiting (or lapsed) entries to offer at once.
 */
export function WaitlistEntriesList({ url, list, prices, commands, onOpenOrder }: TWaitlistEntriesListProps) {
  const { t } = useLingui();
  const { state, update, clearFilters, isFiltered } = url;
  const statusLabel = useWaitlistStatusLabel();
  const data = list.data;
  const rows = data?.data;
  // Clearing the filters from outside the search box starts it afresh.
  const [searchKey, setSearchKey] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only what is on screen and still offerable counts: a refetch or a new page drops the rest.
  const offerableRows = (rows ?? []).filter(canOfferEntry);
  const chosen = offerableRows.filter((entry) => selected.has(entry.id));
  const isAllChosen = offerableRows.length > 0 && chosen.length === offerableRows.length;

  const toggle = (id: string, isOn: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isOn) next.add(id);
      else next.delete(id);
      return next;
    });

  const sorting = useSortableHeaders(
    {
      allowedSorts: data?.meta.allowed_sorts ?? [],
      sortBy: state.sortBy ?? data?.meta.default_sort ?? 'position',
      sortDirection: state.sortDirection ?? data?.meta.default_sort_direction ?? 'asc',
    },
    (sort) => update(sort),
  );

  const columns: TListColumn<TWaitlistEntry>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          aria-label={t`Select everyone on this page who can be offered tickets`}
          checked={isAllChosen}
          indeterminate={chosen.length > 0 && !isAllChosen}
          disabled={offerableRows.length === 0}
          onChange={(event) =>
            setSelected(event.currentTarget.checked ? new Set(offerableRows.map((entry) => entry.id)) : new Set())
          }
        />
      ),
      cell: (entry) => {
        const name = entrantName(entry);
        return (
          <Checkbox
            aria-label={t`Select ${name}`}
            checked={selected.has(entry.id) && canOfferEntry(entry)}
            disabled={!canOfferEntry(entry)}
            onChange={(event) => toggle(entry.id, event.currentTarget.checked)}
          />
        );
      },
    },
    { key: 'position', sortKey: 'position', header: t`Place`, cell: (entry) => <PlaceCell entry={entry} /> },
    {
      key: 'person',
      header: t`Person`,
      cell: (entry) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate maw={240}>
            {entrantName(entry)}
          </Text>
          <Text size="xs" c="dimmed" truncate maw={240}>
            {entry.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'ticket',
      header: t`Ticket`,
      cell: (entry) => (
        <Text size="sm" truncate maw={220}>
          {priceTitle(entry)}
        </Text>
      ),
    },
    {
      key: 'quantity',
      sortKey: 'quantity',
      defaultDirection: 'desc',
      header: t`Quantity`,
      cell: (entry) => <Text size="sm">{entry.quantity}</Text>,
    },
    {
      key: 'status',
      sortKey: 'status',
      header: t`Status`,
      cell: (entry) => <WaitlistStatusBadge status={entry.status} />,
    },
    {
      key: 'joined',
      sortKey: 'created_at',
      header: t`Joined`,
      cell: (entry) => <DateTimeCell iso={entry.created_at} />,
    },
    { key: 'offer', header: t`Offer`, cell: (entry) => <OfferCell entry={entry} /> },
    {
      key: 'actions',
      header: <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
      cell: (entry) => (
        <WaitlistRowMenu
          entry={entry}
          onOffer={() => commands.offer({ entry_ids: [entry.id] })}
          onCancel={() => void commands.cancel(entry)}
          onOpenOrder={onOpenOrder}
        />
      ),
    },
  ];

  const statusValues = statusesFromUrl(state.filters.status);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ListSearchInput
          key={searchKey}
          initial={state.query}
          onSearch={(query) => update({ query }, { replace: true })}
          label={t`Search the waiting list`}
          placeholder={t`Search name or email`}
        />
        <MultiSelect
          w={{ base: '100%', xs: 260 }}
          label={t`Status`}
          placeholder={statusValues.length ? undefined : t`Any status`}
          clearable
          data={WAITLIST_ENTRY_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          value={statusValues}
          onChange={(values) => update({ filters: { status: values.length ? values.join(',') : null } })}
        />
        <SearchableSelect
          w={{ base: '100%', xs: 240 }}
          label={t`Ticket`}
          placeholder={t`Any ticket`}
          clearable
          data={prices.map((price) => ({ value: price.product_price_id, label: priceTitle(price) }))}
          value={state.filters.product_price_id ?? null}
          onChange={(priceId) => update({ filters: { product_price_id: priceId } })}
        />
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
      {chosen.length > 0 ? (
        <WaitlistSelectionBar
          count={chosen.length}
          isPending={commands.isOffering}
          onClear={() => setSelected(new Set())}
          onOffer={() =>
            commands.offer({ entry_ids: chosen.map((entry) => entry.id) }, { onSuccess: () => setSelected(new Set()) })
          }
        />
      ) : null}
      <ListTable
        testId="waitlist-table"
        columns={columns}
        sorting={sorting}
        rows={rows}
        rowKey={(entry) => entry.id}
        rowTestId="waitlist-row"
        isFetching={list.isFetching}
        loadingLabel={t`Loading the waiting list`}
        noMatch={<Trans>Nobody on the waiting list matches this search and these filters.</Trans>}
        minWidth={980}
      />
      {data ? (
        <ListPager
          meta={data.meta}
          page={state.page}
          perPage={state.perPage}
          perPageLabel={t`Entries per page`}
          summary={<WaitlistPageSummary meta={data.meta} />}
          onChange={(change) => update(change)}
        />
      ) : null}
    </Stack>
  );
}
