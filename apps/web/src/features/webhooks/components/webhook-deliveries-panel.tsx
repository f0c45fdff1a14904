import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { roleCan, WEBHOOK_LOG_RETENTION_DAYS, type TWebhook } from '@marquee/core';
import { IconArrowLeft, IconListDetails, IconRepeat, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListPager } from '../../../components/data-list/list-pager';
import { ListStates } from '../../../components/data-list/list-states';
import { ListTable } from '../../../components/data-list/list-table';
import { useSortableHeaders } from '../../../components/data-list/sortable-header';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useDisplayTimeZone } from '../../../lib/display-time-zone';
import type { TListParams } from '../../../lib/list-params';
import { useListUrlState } from '../../../lib/list-url-state';
import { useSignedInUser } from '../../users';
import { useWebhookDeliveries } from '../api/webhook-deliveries';
import { useWebhook } from '../api/webhooks';
import { DELIVERY_FILTER_KEYS, deliveryFiltersToListFilters } from '../lib/delivery-list-query';
import { useWebhookLabels } from '../lib/webhook-labels';
import { webhooksScreenPath, type TWebhookScope } from '../lib/webhook-scope';
import { DeliveryDrawer } from './delivery-drawer';
import { DeliveryFilters } from './delivery-filters';
import { useDeliveryListColumns } from './delivery-list-columns';
import { ReplayFailedModal } from './replay-failed-modal';
import { WebhookStatusBadge } from './webhook-badges';
import { useWebhookDialogs, WebhookDialogs } from './webhook-dialogs';
import { WebhookRowMenu } from './webhook-row-menu';

const DELIVERY_PARAM = 'delivery';

/** .../webhooks/{webhookId}/deliveries: one endpoint's delivery log (issue 26). */
export function WebhookDeliveriesPanel({ scope, webhookId }: { scope: TWebhookScope; webhookId: string }) {
  const webhook = useWebhook(scope, webhookId);
  const back = (
    <Anchor component={Link} to={webhooksScreenPath(scope)} size="sm" w="fit-content">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        <Trans>All webhooks</Trans>
      </Group>
    </Anchor>
  );
  if (webhook.isError) {
    return (
      <Stack gap="md">
        {back}
        <LoadError
          title={<Trans>We couldn't load this webhook</Trans>}
          error={webhook.error}
          onRetry={() => void webhook.refetch()}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      {webhook.data ? (
        <DeliveryLog scope={scope} webhook={webhook.data} />
      ) : (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={60} />
          <Skeleton h={240} />
        </Stack>
      )}
    </Stack>
  );
}

function DeliveryLog({ scope, webhook }: { scope: TWebhookScope; webhook: TWebhook }) {
  const { t } = useLingui();
  const user = useSignedInUser();
  const canManage = roleCan(user.role, 'webhooks.manage');
  const labels = useWebhookLabels();
  const navigate = useNavigate();
  const timeZone = useDisplayTimeZone();
  const { state, update, clearFilters, isFiltered, searchParams, setSearchParams } =
    useListUrlState(DELIVERY_FILTER_KEYS);
  const params: TListParams = {
    page: state.page,
    perPage: state.perPage,
    query: '',
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
    filters: deliveryFiltersToListFilters(state.filters, timeZone),
  };
  const list = useWebhookDeliveries(scope, webhook.id, params);
  const data = list.data;
  const dialogs = useWebhookDialogs();
  const [isReplayOpen, setIsReplayOpen] = useState(false);

  const openDeliveryId = searchParams.get(DELIVERY_PARAM);
  const setOpenDelivery = (deliveryId: string | null) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (deliveryId) next.set(DELIVERY_PARAM, deliveryId);
      else next.delete(DELIVERY_PARAM);
      return next;
    });
  const columns = useDeliveryListColumns((delivery) => setOpenDelivery(delivery.id), webhook.scope === 'ORGANIZER');
  const sorting = useSortableHeaders(
    {
      allowedSorts: data?.meta.allowed_sorts ?? [],
      sortBy: state.sortBy ?? data?.meta.default_sort ?? 'created_at',
      sortDirection: state.sortDirection ?? data?.meta.default_sort_direction ?? 'desc',
    },
    (sort) => update(sort),
  );
  const url = webhook.url;
  const days = WEBHOOK_LOG_RETENTION_DAYS;

  return (
    <>
      <PageHeader
        title={<Trans>Deliveries</Trans>}
        description={
          <Text component="span" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {url}
          </Text>
        }
        actions={
          canManage ? (
            <>
              <Button
                variant="default"
                leftSection={<IconSend size={16} aria-hidden />}
                onClick={() => dialogs.test(webhook)}
              >
                <Trans>Send test event</Trans>
              </Button>
              <Button
                variant="default"
                leftSection={<IconRepeat size={16} aria-hidden />}
                onClick={() => setIsReplayOpen(true)}
              >
                <Trans>Replay failed</Trans>
              </Button>
              <WebhookRowMenu
                scope={scope}
                webhook={webhook}
                canManage
                dialogs={dialogs}
                isButton
                onDeleted={() => void navigate(webhooksScreenPath(scope), { replace: true })}
              />
            </>
          ) : null
        }
      />
      <Group gap="xs" mt={-8}>
        <WebhookStatusBadge webhook={webhook} />
        <Text size="sm" c="dimmed">
          {labels.eventTypesSummary(webhook.event_types)}
        </Text>
      </Group>
      <ListStates
        list={list}
        errorTitle={<Trans>We couldn't load the deliveries</Trans>}
        isEmpty={data?.meta.total === 0 && !isFiltered}
        empty={{
          icon: <IconListDetails size={28} aria-hidden />,
          title: <Trans>No deliveries yet</Trans>,
          description: (
            <Trans>
              Each event sent to this endpoint shows here with every attempt and your server's answer, for {days} days.
              Send a test event to see one now.
            </Trans>
          ),
          action: canManage ? (
            <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => dialogs.test(webhook)}>
              <Trans>Send a test event</Trans>
            </Button>
          ) : null,
        }}
      >
        <DeliveryFilters
          filters={state.filters}
          onChange={(filters) => update({ filters })}
          onClear={isFiltered ? clearFilters : null}
        />
        <ListTable
          testId="deliveries-table"
          columns={columns}
          sorting={sorting}
          rows={data?.data}
          rowKey={(delivery) => delivery.id}
          rowTestId="delivery-row"
          onRowClick={(delivery) => setOpenDelivery(delivery.id)}
          isFetching={list.isFetching}
          loadingLabel={t`Loading deliveries`}
          noMatch={<Trans>No delivery matches these filters.</Trans>}
          minWidth={0}
        />
        {data ? (
          <ListPager
            meta={data.meta}
            page={state.page}
            perPage={state.perPage}
            perPageLabel={t`Deliveries per page`}
            summary={
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  <Trans>Deliveries are kept for {days} days.</Trans>
                </Text>
                <TimeZoneNote />
              </Stack>
            }
            onChange={(change) => update(change)}
          />
        ) : null}
      </ListStates>
      {openDeliveryId ? (
        <DeliveryDrawer
          scope={scope}
          webhookId={webhook.id}
          deliveryId={openDeliveryId}
          canManage={canManage}
          onClose={() => setOpenDelivery(null)}
        />
      ) : null}
      <ReplayFailedModal
        scope={scope}
        webhookId={webhook.id}
        opened={isReplayOpen}
        onClose={() => setIsReplayOpen(false)}
        initialRange={{
          from: state.filters.created_from ? `${state.filters.created_from}T00:00` : '',
          to: state.filters.created_to ? `${state.filters.created_to}T23:59` : '',
        }}
      />
      <WebhookDialogs scope={scope} dialogs={dialogs} />
    </>
  );
}
