import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatMoney, isCountedForCheckIn, type TDoorAttendee, type TPublicTicket } from '@marquee/core';
import classes from './ticket-card.module.css';

/** Who the ticket is for and what it is: the attendee, the product and, as the design chooses, price and email. */
export function TicketDetails({ ticket }: { ticket: TPublicTicket }) {
  const { t, i18n } = useLingui();
  const design = ticket.ticket_design;
  const name = [ticket.first_name, ticket.last_name].filter(Boolean).join(' ');
  const price = design.show_price && ticket.price ? ticket.price : null;
  return (
    <Stack gap={4}>
      <Text fz="sm" c="dimmed">
        <Trans>Attendee</Trans>
      </Text>
      <Text fw={700} fz="lg" data-testid="ticket-attendee">
        {name || t`Guest`}
      </Text>
      {design.show_attendee_email && ticket.email && (
        <Text fz="sm" className={classes.wrapAnywhere} data-testid="ticket-email">
          {ticket.email}
        </Text>
      )}
      <Text>{ticket.price_label ? `${ticket.product_title} – ${ticket.price_label}` : ticket.product_title}</Text>
      {price && (
        <Text fw={600} data-testid="ticket-price">
          {price.amount === 0 ? t`Free` : formatMoney(price.amount, price.currency, i18n.locale)}
        </Text>
      )}
      {design.custom_text && (
        <Text fz="sm" className={classes.customText} data-testid="ticket-custom-text">
          {design.custom_text}
        </Text>
      )}
    </Stack>
  );
}

/** The ticket's order (or the ticket itself) waits for an offline payment. */
export const isAwaitingPayment = (ticket: Pick<TPublicTicket, 'status' | 'order_status'>): boolean =>
  ticket.order_status === 'AWAITING_OFFLINE_PAYMENT' || ticket.status === 'AWAITING_PAYMENT';

/**
 * Whether the ticket shows its code to scan: when the door would let it in (core's check-in rule, so not while payment
 * is awaited unless the event lets such tickets in). A cancelled ticket keeps its code, crossed out.
 */
export const showsTicketCode = (ticket: TPublicTicket): boolean =>
  ticket.status === 'CANCELLED' ||
  isCountedForCheckIn(ticket as TDoorAttendee, ticket.event.allow_orders_awaiting_offline_payment_to_check_in);

/** In place of the code while payment is awaited: why there is none yet. */
export function PaymentAwaitedCode() {
  return (
    <Stack gap={4} align="center" p="md" className={classes.codeWithheld} data-testid="ticket-payment-awaited">
      <Text fw={700} ta="center">
        <Trans>Payment awaited</Trans>
      </Text>
      <Text fz="sm" c="dimmed" ta="center">
        <Trans>The code to show at the entrance appears here once the organizer has received your payment.</Trans>
      </Text>
    </Stack>
  );
}

export function TicketStatus({ ticket }: { ticket: TPublicTicket }) {
  const isCancelled = ticket.status === 'CANCELLED';
  return (
    <Group gap="xs" data-testid="ticket-status">
      <Text fz="sm" c="dimmed">
        <Trans>Status</Trans>
      </Text>
      {isCancelled ? (
        <Badge color="red" variant="filled">
          <Trans>Cancelled</Trans>
        </Badge>
      ) : isAwaitingPayment(ticket) ? (
        <Badge color="orange" variant="light">
          <Trans>Awaiting payment</Trans>
        </Badge>
      ) : (
        <Badge color="teal" variant="light">
          <Trans>Valid</Trans>
        </Badge>
      )}
    </Group>
  );
}

/** The order reference (when shown) and the organizer's footer line. */
export function TicketFooter({ ticket }: { ticket: TPublicTicket }) {
  const design = ticket.ticket_design;
  const orderId = ticket.order_public_id;
  if (!design.show_order_reference && !design.footer_text) return null;
  return (
    <Stack gap={4} className={classes.footer}>
      {design.show_order_reference && (
        <Text fz="xs" c="dimmed" data-testid="ticket-order-reference">
          <Trans>Order {orderId}</Trans>
        </Text>
      )}
      {design.footer_text && (
        <Text fz="sm" className={classes.wrapAnywhere} data-testid="ticket-footer">
          {design.footer_text}
        </Text>
      )}
    </Stack>
  );
}
