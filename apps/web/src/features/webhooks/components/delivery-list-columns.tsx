import { useLingui } from '@lingui/react/macro';
import { Anchor, Code, Group, Stack, Text } from '@mantine/core';
import type { TWebhookDelivery } from '@marquee/core';
import { DateTimeCell, EmptyCell } from '../../../components/data-list/list-cells';
import type { TListColumn } from '../../../components/data-list/list-table';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';
import { DeliveryStatusBadge, ResponseCodeBadge } from './webhook-badges';

/** The time opens the delivery (a button, for the keyboard); on phones the type and status sit under it. */
function TimeCell({ delivery, onOpen }: { delivery: TWebhookDelivery; onOpen: (delivery: TWebhookDelivery) => void }) {
  const formatTime = useFormatDisplayTime();
  return (
    <Stack gap={4}>
      <Anchor
        component="button"
        type="button"
        size="sm"
        fw={600}
        ta="left"
        onClick={(event) => {
          event.stopPropagation();
          onOpen(delivery);
        }}
      >
        <time dateTime={delivery.created_at}>{formatTime(delivery.created_at)}</time>
      </Anchor>
      <Group gap={6} hiddenFrom="sm" wrap="wrap">
        <Code fz="xs">{delivery.event_type}</Code>
        <DeliveryStatusBadge status={delivery.status} isTest={delivery.is_test} />
      </Group>
    </Stack>
  );
}

/** `showEvent`: an organizer endpoint's log, where each delivery names the event it came from. */
export function useDeliveryListColumns(
  onOpen: (delivery: TWebhookDelivery) => void,
  showEvent = false,
): TListColumn<TWebhookDelivery>[] {
  const { t } = useLingui();
  return [
    {
      key: 'created',
      sortKey: 'created_at',
      defaultDirection: 'desc',
      header: t`Time`,
      cell: (delivery) => <TimeCell delivery={delivery} onOpen={onOpen} />,
    },
    {
      key: 'event_type',
      header: t`Event type`,
      visibleFrom: 'sm',
      cell: (delivery) => (
        <Stack gap={2}>
          <Code fz="xs" w="fit-content">
            {delivery.event_type}
          </Code>
          {showEvent && delivery.event_title ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {delivery.event_title}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t`Status`,
      visibleFrom: 'sm',
      cell: (delivery) => <DeliveryStatusBadge status={delivery.status} isTest={delivery.is_test} />,
    },
    {
      key: 'attempts',
      header: t`Attempts`,
      visibleFrom: 'md',
      cell: (delivery) => <Text size="sm">{delivery.attempt_count}</Text>,
    },
    {
      key: 'response',
      header: t`Last response`,
      cell: (delivery) =>
        delivery.last_response_status === null ? (
          <EmptyCell />
        ) : (
          <ResponseCodeBadge status={delivery.last_response_status} />
        ),
    },
    {
      key: 'next_attempt',
      header: t`Next retry`,
      visibleFrom: 'md',
      cell: (delivery) => <DateTimeCell iso={delivery.status === 'PENDING' ? delivery.next_attempt_at : null} />,
    },
  ];
}
