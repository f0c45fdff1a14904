import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type TTicketLookupOrder } from '@marquee/core';
import { IconCalendar, IconMapPin, IconPrinter, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { StatusBadge } from '../../../components/status-badge';

/** One order of a "find my tickets" link: its event, reference, status and tickets, to view or print. */
export function LookupOrderCard({ order }: { order: TTicketLookupOrder }) {
  const { t, i18n } = useLingui();
  const { event } = order;
  const startsAt = formatDateTime(event.start_date, i18n.locale, event.timezone);
  const placedAt = formatDateTime(order.created_at, i18n.locale, event.timezone);
  const reference = order.short_id;
  const count = order.ticket_count;
  const total = order.total_gross === 0 ? t`Free` : formatMoney(order.total_gross, order.currency, i18n.locale);
  const place = event.is_online ? t`Online` : event.location;
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="lookup-order">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Title>
          <StatusBadge status={order.status} variant="filled" style={{ flexShrink: 0 }} />
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={16} aria-hidden />
          <Text fz="sm">{startsAt}</Text>
        </Group>
        {place && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text fz="sm">{place}</Text>
          </Group>
        )}
        <Text fz="sm" c="dimmed">
          <Trans>Order {reference}</Trans> · <Plural value={count} one="# ticket" other="# tickets" /> · {total}
        </Text>
        <Text fz="xs" c="dimmed">
          <Trans>Placed {placedAt}</Trans>
        </Text>
        <Text fz="xs" c="dimmed">
          {event.organizer_name}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            component={Link}
            to={`/checkout/${event.id}/${order.short_id}/summary`}
            size="xs"
            leftSection={<IconTicket size={16} aria-hidden />}
          >
            <Trans>View order</Trans>
          </Button>
          <Button
            component={Link}
            to={`/order/${event.id}/${order.short_id}/print`}
            size="xs"
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            <Trans>Print tickets</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
