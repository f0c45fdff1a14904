import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { roleCan, WEBHOOK_STATUSES, type TWebhookStatus } from '@marquee/core';
import { IconLock, IconPlus, IconWebhook } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { ListPager } from '../../../components/data-list/list-pager';
import { ListSearchInput } from '../../../components/data-list/list-search-input';
import { ListStates } from '../../../components/data-list/list-states';
import { ListTable } from '../../../components/data-list/list-table';
import { useSortableHeaders } from '../../../components/data-list/sortable-header';
import { PageHeader } from '../../../components/page-header';
import { TimeZoneNote } from '../../../components/time-zone-note';
import type { TListParams } from '../../../lib/list-params';
import { useListUrlState } from '../../../lib/list-url-state';
import { useSignedInUser } from '../../users';
import { useWebhooks } from '../api/webhooks';
import { useWebhookLabels } from '../lib/webhook-labels';
import { deliveriesScreenPath, type TWebhookScope } from '../lib/webhook-scope';
import { useWebhookDialogs, WebhookDialogs } from './webhook-dialogs';
import { useWebhookListColumns } from './webhook-list-columns';

const FILTER_KEYS = ['status'] as const;

/**
 * /manage/event/{id}/webhooks and /manage/organizer/{id}/webhooks (issue 26): the scope's endpoints with their
 * status and last delivery, search, a status filter, server sort and pages in the URL; administrators add, edit,
 * test, pause, rotate and delete, everyone opens the delivery log.
 */
export function WebhooksPanel({ scope }: { scope: TWebhookScope }) {
  const { t } = useLingui();
  const user = useSignedInUser();
  const canManage = roleCan(user.role, 'webhooks.manage');
  const labels = useWebhookLabels();
  const navigate = useNavigate();
  const { state, update, isFiltered } = useListUrlState(FILTER_KEYS);
  const status = (WEBHOOK_STATUSES as readonly string[]).includes(state.filters.status ?? '')
    ? (state.filters.status as TWebhookStatus)
    : null;
  const params: TListParams = {
    page: state.page,
    perPage: state.perPage,
    query: state.query,
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
    filters: status ? [{ field: 'status', operator: 'eq', value: status }] : [],
  };
  const list = useWebhooks(scope, params);
  const data = list.data;
  const dialogs = useWebhookDialogs();
  const columns = useWebhookListColumns({ scope, canManage, dialogs });
  const sorting = useSortableHeaders(
    {
      allowedSorts: data?.meta.allowed_sorts ?? [],
      sortBy: state.sortBy ?? data?.meta.default_sort ?? 'created_at',
      sortDirection: state.sortDirection ?? data?.meta.default_sort_direction ?? 'desc',
    },
    (sort) => update(sort),
  );

  const addButton = canManage ? (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={dialogs.add}>
      <Trans>Add webhook</Trans>
    </Button>
  ) : null;

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Webhooks</Trans>}
        description={
          scope.kind === 'event' ? (
            <Trans>
              Send this event's orders, attendees, check-ins and changes to your own systems as they happen.
            </Trans>
          ) : (
            <Trans>Send what happens in this organizer's events to your own systems, as it happens.</Trans>
          )
        }
        actions={data && data.meta.total === 0 && !isFiltered ? null : addButton}
      />
      {canManage ? null : (
        <Group gap={6} c="dimmed">
          <IconLock size={16} aria-hidden />
          <Text size="sm">
            <Trans>Only administrators can add or change webhooks. You can see them and their deliveries.</Trans>
          </Text>
        </Group>
      )}
      <ListStates
        list={list}
        errorTitle={<Trans>We couldn't load the webhooks</Trans>}
        isEmpty={data?.meta.total === 0 && !isFiltered}
        empty={{
          icon: <IconWebhook size={28} aria-hidden />,
          title: <Trans>No webhooks yet</Trans>,
          description: (
            <Trans>
              A webhook sends a signed HTTP request to your server each time something happens: an order is placed, a
              ticket is cancelled, an attendee checks in. Use it to update a CRM, post to a chat or fill a spreadsheet.
            </Trans>
          ),
          action: canManage ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={dialogs.add}>
              <Trans>Add your first webhook</Trans>
            </Button>
          ) : null,
        }}
      >
        <Group gap="sm" align="flex-start" wrap="wrap">
          <ListSearchInput
            initial={state.query}
            onSearch={(query) => update({ query }, { replace: true })}
            label={t`Search webhooks`}
            placeholder={t`Search URL or description`}
          />
          <Select
            aria-label={t`Filter by status`}
            placeholder={t`Any status`}
            clearable
            w={180}
            data={WEBHOOK_STATUSES.map((value) => ({ value, label: labels.status(value) }))}
            value={status}
            onChange={(value) => update({ filters: { status: value } })}
          />
        </Group>
        <ListTable
          testId="webhooks-table"
          columns={columns}
          sorting={sorting}
          rows={data?.data}
          rowKey={(webhook) => webhook.id}
          rowTestId="webhook-row"
          onRowClick={(webhook) => void navigate(deliveriesScreenPath(scope, webhook.id))}
          isFetching={list.isFetching}
          loadingLabel={t`Loading webhooks`}
          noMatch={<Trans>No webhook matches this search and filter.</Trans>}
          minWidth={0}
        />
        {data ? (
          <ListPager
            meta={data.meta}
            page={state.page}
            perPage={state.perPage}
            perPageLabel={t`Webhooks per page`}
            summary={<TimeZoneNote />}
            onChange={(change) => update(change)}
          />
        ) : null}
      </ListStates>
      <WebhookDialogs scope={scope} dialogs={dialogs} />
    </Stack>
  );
}
