import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatMoney, formatNumber, type TListMeta } from '@marquee/core';
import { IconFilter, IconReceipt } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { ListColumnsMenu } from '../../../components/data-list/list-columns-menu';
import { ListPager } from '../../../components/data-list/list-pager';
import { ListStates } from '../../../components/data-list/list-states';
import { ListSearchInput } from '../../../components/data-list/list-search-input';
import { ListTable } from '../../../components/data-list/list-table';
import { useSortableHeaders } from '../../../components/data-list/sortable-header';
import { useColumnVisibility } from '../../../components/data-list/use-column-visibility';
import { useListUrlState } from '../../../lib/list-url-state';
import { affiliatesApi } from '../../affiliates';
import { useEvents } from '../../events';
import { promoCodesApi } from '../../promo-codes';
import { useOrderList, type TOrderListParams, type TOrderListRow, type TOrderListScope } from '../api/order-management';
import { CHECKOUT_ORDER_STATUSES, ORDER_FILTER_KEYS, orderFiltersToListFilters } from '../lib/order-list-query';
import { useOrderListColumns } from './order-list-columns';
import { OrderDrawer, type TOrderDialog } from './order-drawer';
import { OrderListFilters } from './order-list-filters';
import { TimeZoneNote } from '../../../components/time-zone-note';

const ORDER_PARAM = 'order';
const ORDER_EVENT_PARAM = 'order_event';
const ORDER_DIALOG_PARAM = 'order_action';
const ORDER_DIALOGS: readonly TOrderDialog[] = ['refund', 'cancel', 'edit', 'message'];
const FILTERS_ID = 'order-list-filters';
const WIDE_QUERY = '(min-width: 48em)';

type TOrdersListProps = {
  scope: TOrderListScope;
  /** The currency the total filter is typed in (the event's, or the organizer's). */
  currency: string;
  /** Page actions that act on the list on screen, e.g. the export menu. */
  actions?: (params: TOrderListParams) => ReactNode;
  header: (input: { total: number | null; actions: ReactNode }) => ReactNode;
};

/**
 * The orders list of an event or of a whole organizer (issue 7 points 1 and 5): search, filters, server
 * sort, pages, coloured statuses and totals, all kept in the URL; a row opens the order drawer
 * (`?order={id}`, and the dashboard's `#order-{id}` links).
 */
export function OrdersList({ scope, currency, actions, header }: TOrdersListProps) {
  const { t } = useLingui();
  const { state, update, clearFilters, isFiltered, searchParams, setSearchParams } = useListUrlState(ORDER_FILTER_KEYS);
  const params: TOrderListParams = {
    page: state.page,
    perPage: state.perPage,
    query: state.query,
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
    filters: orderFiltersToListFilters(state.filters, currency, { byEvent: scope.kind === 'organizer' }),
  };
  const list = useOrderList(scope, params);
  const organizerEvents = useEvents(
    { organizerId: scope.kind === 'organizer' ? scope.organizerId : undefined, page: 1, perPage: 100, query: '' },
    { enabled: scope.kind === 'organizer' },
  );
  const eventOptions =
    scope.kind === 'organizer'
      ? (organizerEvents.data?.data ?? []).map((event) => ({ value: event.id, label: event.title }))
      : undefined;
  const data = list.data;
  const isEventList = scope.kind === 'event';
  const { promoCodes, affiliateCodes } = useEventCodes(isEventList ? scope.eventId : null);

  // Filters fold away on a phone unless some are set; a person may open or close them anywhere.
  const isWide = useMediaQuery(WIDE_QUERY, true);
  const activeFilterCount = Object.keys(state.filters).length;
  const [areFiltersOpen, setAreFiltersOpen] = useState<boolean | null>(null);
  const areFiltersShown = areFiltersOpen ?? (isWide || activeFilterCount > 0);
  // Clearing the filters from outside the search box starts it afresh.
  const [searchKey, setSearchKey] = useState(0);

  const openOrderId = searchParams.get(ORDER_PARAM);
  const openEventId = isEventList ? scope.eventId : searchParams.get(ORDER_EVENT_PARAM);
  const openDialog = searchParams.get(ORDER_DIALOG_PARAM) as TOrderDialog | null;
  const openOrder = (order: TOrderListRow, dialog?: TOrderDialog) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(ORDER_PARAM, order.id);
      if (dialog) next.set(ORDER_DIALOG_PARAM, dialog);
      else next.delete(ORDER_DIALOG_PARAM);
      if (!isEventList) next.set(ORDER_EVENT_PARAM, order.event_id);
      return next;
    });
  const closeOrder = () =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete(ORDER_PARAM);
      next.delete(ORDER_EVENT_PARAM);
      next.delete(ORDER_DIALOG_PARAM);
      return next;
    });

  // The dashboard's recent orders link to `#order-{id}`: open that order.
  useEffect(() => {
    const match = /^#order-([0-9a-f-]{36})$/i.exec(window.location.hash);
    if (!match?.[1] || !isEventList) return;
    const orderId = match[1];
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(ORDER_PARAM, orderId);
      return next;
    });
  }, [isEventList, setSearchParams]);

  const sorting = useSortableHeaders(
    {
      allowedSorts: data?.meta.allowed_sorts ?? [],
      sortBy: state.sortBy ?? data?.meta.default_sort ?? 'created_at',
      sortDirection: state.sortDirection ?? data?.meta.default_sort_direction ?? 'desc',
    },
    (sort) => update(sort),
  );

  // One stored choice for the event and organizer lists: hiding "Payment" in one hides it in the other.
  const showsCheckouts = (CHECKOUT_ORDER_STATUSES as readonly string[]).includes(state.filters.status ?? '');
  const columns = useColumnVisibility(
    'orders',
    useOrderListColumns({ isEventList, showsCheckouts, onOpen: openOrder }),
  );

  const isEmptyEverywhere = data?.meta.total === 0 && !isFiltered;

  return (
    <Stack gap="md">
      {header({ total: data ? data.meta.total : null, actions: actions?.(params) ?? null })}
      <ListStates
        list={list}
        errorTitle={<Trans>We couldn't load the orders</Trans>}
        isEmpty={isEmptyEverywhere}
        empty={{
          icon: <IconReceipt size={28} aria-hidden />,
          title: <Trans>No orders yet</Trans>,
          description: isEventList ? (
            <Trans>Orders appear here as soon as someone buys or registers.</Trans>
          ) : (
            <Trans>Orders from all this organizer's events will appear here as they come in.</Trans>
          ),
        }}
      >
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ListSearchInput
              key={searchKey}
              initial={state.query}
              onSearch={(query) => update({ query }, { replace: true })}
              label={t`Search orders`}
              placeholder={t`Search order number, name or email`}
            />
            <Button
              variant="default"
              leftSection={<IconFilter size={16} aria-hidden />}
              aria-expanded={areFiltersShown}
              aria-controls={FILTERS_ID}
              onClick={() => setAreFiltersOpen(!areFiltersShown)}
              style={{ flexShrink: 0 }}
            >
              {activeFilterCount > 0 ? <Trans>Filters ({activeFilterCount})</Trans> : <Trans>Filters</Trans>}
            </Button>
            <ListColumnsMenu {...columns} />
          </Group>
          <Collapse expanded={areFiltersShown} id={FILTERS_ID}>
            <OrderListFilters
              events={eventOptions}
              promoCodes={promoCodes}
              affiliateCodes={affiliateCodes}
              filters={state.filters}
              currency={currency}
              onChange={(filters) => update({ filters })}
              onClear={
                isFiltered
                  ? () => {
                      clearFilters();
                      setSearchKey((key) => key + 1);
                    }
                  : null
              }
            />
          </Collapse>
        </Stack>
        <ListTable
          testId="orders-table"
          columns={columns.visibleColumns}
          sorting={sorting}
          rows={data?.data}
          rowKey={(order) => order.id}
          rowTestId="order-row"
          onRowClick={(order) => openOrder(order)}
          isFetching={list.isFetching}
          loadingLabel={t`Loading orders`}
          noMatch={<Trans>No order matches this search and these filters.</Trans>}
        />
        {data ? (
          <ListPager
            meta={data.meta}
            page={state.page}
            perPage={state.perPage}
            perPageLabel={t`Orders per page`}
            summary={<PageSummary meta={data.meta} rows={data.data} />}
            onChange={(change) => update(change)}
          />
        ) : null}
      </ListStates>
      {openOrderId && openEventId ? (
        <OrderDrawer
          eventId={openEventId}
          orderId={openOrderId}
          onClose={closeOrder}
          initialDialog={openDialog && ORDER_DIALOGS.includes(openDialog) ? openDialog : undefined}
        />
      ) : null}
    </Stack>
  );
}

const CODES_PAGE = { page: 1, perPage: 100, query: '' };

/** The codes of an event's promo codes and affiliates, for the list's filters (none for the organizer list). */
function useEventCodes(eventId: string | null) {
  const promoCodes = promoCodesApi.useList(eventId ?? '', CODES_PAGE, { enabled: eventId !== null });
  const affiliates = affiliatesApi.useList(eventId ?? '', CODES_PAGE, { enabled: eventId !== null });
  return {
    promoCodes: promoCodes.data?.data.map((promo) => promo.code),
    affiliateCodes: affiliates.data?.data.map((affiliate) => affiliate.code),
  };
}

/** The gross of the rows on screen, per currency (an organizer's events may sell in several). */
function pageTotalsByCurrency(rows: TOrderListRow[]): { currency: string; total: number }[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.total_gross);
  return [...totals].map(([currency, total]) => ({ currency, total }));
}

function PageSummary({ meta, rows }: { meta: TListMeta; rows: TOrderListRow[] }) {
  const { i18n } = useLingui();
  const from = formatNumber(meta.from ?? 0, i18n.locale);
  const to = formatNumber(meta.to ?? 0, i18n.locale);
  const total = formatNumber(meta.total, i18n.locale);
  const pageTotal = pageTotalsByCurrency(rows)
    .map((entry) => formatMoney(entry.total, entry.currency, i18n.locale))
    .join(', ');
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" data-testid="orders-page-summary">
        {plural(meta.total, { one: `${from}–${to} of ${total} order`, other: `${from}–${to} of ${total} orders` })}
        {pageTotal ? (
          <>
            {' · '}
            <Trans>Total on this page: {pageTotal}</Trans>
          </>
        ) : null}
      </Text>
      <TimeZoneNote />
    </Stack>
  );
}
