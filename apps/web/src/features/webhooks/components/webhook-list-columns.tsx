import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TWebhook } from '@marquee/core';
import { Link } from 'react-router';
import { DateTimeCell, EmptyCell } from '../../../components/data-list/list-cells';
import type { TListColumn } from '../../../components/data-list/list-table';
import { useWebhookLabels } from '../lib/webhook-labels';
import { deliveriesScreenPath, type TWebhookScope } from '../lib/webhook-scope';
import { LastDelivery } from './last-delivery';
import { WebhookStatusBadge } from './webhook-badges';
import type { TWebhookDialogs } from './webhook-dialogs';
import { WebhookRowMenu } from './webhook-row-menu';

const stopRowClick = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };

/** "All order events" with every type on hover; an organizer endpoint also says which events it covers. */
function EventTypesCell({ webhook, isOrganizer }: { webhook: TWebhook; isOrganizer: boolean }) {
  const { t } = useLingui();
  const labels = useWebhookLabels();
  const count = webhook.event_ids?.length ?? 0;
  return (
    <Stack gap={2}>
      <Tooltip label={webhook.event_types.join(', ')} multiline maw={320} withArrow>
        <Text size="sm" tabIndex={0} style={{ width: 'fit-content' }}>
          {labels.eventTypesSummary(webhook.event_types)}
        </Text>
      </Tooltip>
      {isOrganizer ? (
        <Text size="xs" c="dimmed">
          {count === 0 ? t`All events` : plural(count, { one: 'From # event', other: 'From # events' })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The URL (the way into the log) with its description; on narrow screens the status and last delivery too. */
function EndpointCell({ webhook, scope }: { webhook: TWebhook; scope: TWebhookScope }) {
  return (
    <Stack gap={2} miw={0}>
      <Anchor
        component={Link}
        to={deliveriesScreenPath(scope, webhook.id)}
        fw={700}
        size="sm"
        ff="monospace"
        style={{ overflowWrap: 'anywhere' }}
        onClick={(event) => event.stopPropagation()}
      >
        {webhook.url}
      </Anchor>
      {webhook.description ? (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {webhook.description}
        </Text>
      ) : null}
      <Group gap="xs" hiddenFrom="sm" mt={4} wrap="wrap">
        <WebhookStatusBadge webhook={webhook} />
        <LastDelivery last={webhook.last_delivery} />
      </Group>
    </Stack>
  );
}

export function useWebhookListColumns({
  scope,
  canManage,
  dialogs,
}: {
  scope: TWebhookScope;
  canManage: boolean;
  dialogs: TWebhookDialogs;
}): TListColumn<TWebhook>[] {
  const { t } = useLingui();
  return [
    {
      key: 'url',
      sortKey: 'url',
      header: t`Endpoint`,
      cell: (webhook) => <EndpointCell webhook={webhook} scope={scope} />,
    },
    {
      key: 'events',
      header: t`Events`,
      visibleFrom: 'md',
      cell: (webhook) => <EventTypesCell webhook={webhook} isOrganizer={scope.kind === 'organizer'} />,
    },
    {
      key: 'status',
      sortKey: 'status',
      header: t`Status`,
      visibleFrom: 'sm',
      cellProps: stopRowClick,
      cell: (webhook) => <WebhookStatusBadge webhook={webhook} />,
    },
    {
      key: 'last_delivery',
      header: t`Last delivery`,
      visibleFrom: 'sm',
      cellProps: stopRowClick,
      cell: (webhook) => <LastDelivery last={webhook.last_delivery} />,
    },
    {
      key: 'pending',
      header: t`Pending`,
      visibleFrom: 'lg',
      cell: (webhook) =>
        webhook.pending_delivery_count > 0 ? (
          <Badge variant="light" color="blue">
            {webhook.pending_delivery_count}
          </Badge>
        ) : (
          <EmptyCell />
        ),
    },
    {
      key: 'created',
      sortKey: 'created_at',
      defaultDirection: 'desc',
      header: t`Created`,
      visibleFrom: 'lg',
      cell: (webhook) => <DateTimeCell iso={webhook.created_at} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
      cellProps: { ...stopRowClick, w: 48 },
      cell: (webhook) => <WebhookRowMenu scope={scope} webhook={webhook} canManage={canManage} dialogs={dialogs} />,
    },
  ];
}
