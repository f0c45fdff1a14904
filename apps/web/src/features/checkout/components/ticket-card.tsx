import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Center, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TPublicTicket } from '@marquee/core';
import { EventLocation, useEventDates } from '../../public-event';
import { QrCode } from './qr-code';
import classes from './ticket-card.module.css';

export { classes as ticketClasses };

/**
 * One ticket: event, attendee, product, and a QR code of the attendee's unguessable public id, which staff
 * scan at check-in (the id is printed too, to type when a scan fails).
 */
export function TicketCard({ ticket }: { ticket: TPublicTicket }) {
  const { t } = useLingui();
  const dates = useEventDates(ticket.event);
  const name = [ticket.first_name, ticket.last_name].filter(Boolean).join(' ');
  const orderId = ticket.order_public_id;
  const publicId = ticket.public_id;
  const isAwaitingPayment = ticket.order_status === 'AWAITING_OFFLINE_PAYMENT';
  const isCancelled = ticket.status === 'CANCELLED';
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      className={classes.ticket}
      data-testid="ticket-card"
      data-cancelled={isCancelled || undefined}
    >
      <Stack gap="sm">
        {isCancelled && (
          <Alert color="red" variant="filled" className={classes.cancelled} data-testid="ticket-cancelled">
            <Trans>This ticket was cancelled and is not valid for entry.</Trans>
          </Alert>
        )}
        <Title order={2} fz="xl">
          {ticket.event.title}
        </Title>
        <Text>{dates}</Text>
        <EventLocation
          event={{ is_online_event: false, location_details: ticket.event.location_details, maps_url: null }}
        />
        <Divider />
        <Text fz="sm" c="dimmed">
          <Trans>Attendee</Trans>
        </Text>
        <Text fw={700} fz="lg" data-testid="ticket-attendee">
          {name || t`Guest`}
        </Text>
        <Text>{ticket.price_label ? `${ticket.product_title} – ${ticket.price_label}` : ticket.product_title}</Text>
        <Group gap="xs" data-testid="ticket-status">
          <Text fz="sm" c="dimmed">
            <Trans>Status</Trans>
          </Text>
          {isCancelled ? (
            <Badge color="red" variant="filled">
              <Trans>Cancelled</Trans>
            </Badge>
          ) : isAwaitingPayment ? (
            <Badge color="orange" variant="light">
              <Trans>Awaiting payment</Trans>
            </Badge>
          ) : (
            <Badge color="teal" variant="light">
              <Trans>Valid</Trans>
            </Badge>
          )}
        </Group>
        <Divider />
        <Text fz="sm" c="dimmed">
          <Trans>Ticket code: show it at the entrance</Trans>
        </Text>
        <Center className={isCancelled ? classes.voidCode : undefined}>
          <QrCode value={ticket.public_id} label={t`QR code of ticket ${publicId}`} />
        </Center>
        <Text fw={700} ta="center" className={classes.publicId} data-testid="ticket-public-id">
          {ticket.public_id}
        </Text>
        <Text fz="xs" c="dimmed">
          <Trans>Order {orderId}</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
