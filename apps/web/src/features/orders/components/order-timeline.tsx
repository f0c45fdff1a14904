import { useLingui } from '@lingui/react/macro';
import { Text, Timeline } from '@mantine/core';
import { formatMoney, type TOrderDetail } from '@marquee/core';
import {
  IconCircleCheck,
  IconClock,
  IconCreditCard,
  IconLogin,
  IconLogout,
  IconMail,
  IconMessage,
  IconPlus,
  IconReceiptRefund,
  IconUser,
  IconUserEdit,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';

type TEntry = TOrderDetail['timeline'][number];

/** The order's history from the server's timeline: created, paid, emailed, refunded, cancelled, checked in. */
export function OrderTimeline({ order }: { order: TOrderDetail }) {
  const { t, i18n } = useLingui();
  const formatTime = useFormatDisplayTime();
  const money = (value: unknown) => (typeof value === 'number' ? formatMoney(value, order.currency, i18n.locale) : '');

  const fieldLabels: Record<string, string> = {
    first_name: t`first name`,
    last_name: t`last name`,
    email: t`email`,
    address: t`address`,
    notes: t`notes`,
    answers: t`answers`,
  };
  const fieldList = (value: unknown) =>
    String(value ?? '')
      .split(', ')
      .filter(Boolean)
      .map((name) => fieldLabels[name] ?? name)
      .join(', ');

  // What staff did (decision 100): every entry names who did it.
  const describeStaffAction = (details: TEntry['details']): { title: string; detail?: string } => {
    const by = String(details.by ?? '');
    const attendee = String(details.attendee ?? '');
    switch (details.action) {
      case 'ORDER_CREATED_BY_STAFF': {
        const ticket = String(details.ticket ?? '');
        return { title: t`Added by ${by}`, detail: ticket };
      }
      case 'BUYER_EDITED':
        return { title: t`Buyer details edited by ${by}`, detail: fieldList(details.fields) };
      case 'MARKED_PAID':
        return { title: t`Marked as paid by ${by}` };
      case 'CONFIRMATION_RESENT':
        return { title: t`Confirmation resent by ${by}`, detail: String(details.to ?? '') };
      case 'REFUND_REQUESTED': {
        const amount = money(details.amount);
        return { title: t`Refund of ${amount} requested by ${by}` };
      }
      case 'CANCELLED_BY_STAFF':
        return { title: t`Cancelled by ${by}` };
      case 'ATTENDEE_EDITED':
        return { title: t`Ticket ${attendee} edited by ${by}`, detail: fieldList(details.fields) };
      case 'ATTENDEE_TICKET_CHANGED': {
        const from = String(details.from ?? '');
        const to = String(details.to ?? '');
        return { title: t`Ticket ${attendee} changed by ${by}`, detail: t`${from} → ${to}` };
      }
      case 'ATTENDEE_CANCELLED':
        return { title: t`Ticket ${attendee} cancelled by ${by}` };
      case 'ATTENDEE_REACTIVATED':
        return { title: t`Ticket ${attendee} reactivated by ${by}` };
      case 'TICKET_RESENT':
        return { title: t`Ticket ${attendee} resent by ${by}`, detail: String(details.to ?? '') };
      default:
        return { title: t`Changed by ${by}` };
    }
  };

  // What the buyer did from their order page (decision 109).
  const describeBuyerAction = (details: TEntry['details']): { title: string; detail?: string } => {
    const attendee = String(details.attendee ?? '');
    switch (details.action) {
      case 'BUYER_SELF_EDITED':
        return { title: t`Buyer edited their details`, detail: fieldList(details.fields) };
      case 'ATTENDEE_SELF_EDITED':
        return { title: t`Buyer edited ticket ${attendee}`, detail: fieldList(details.fields) };
      case 'CONFIRMATION_SELF_RESENT':
        return { title: t`Buyer asked for the confirmation again`, detail: String(details.to ?? '') };
      case 'TICKET_SELF_RESENT':
        return { title: t`Buyer asked for ticket ${attendee} again`, detail: String(details.to ?? '') };
      case 'BUYER_EMAIL_CHANGE_REQUESTED':
        return { title: t`Buyer asked to change the order's email`, detail: String(details.to ?? '') };
      case 'BUYER_EMAIL_CHANGE_CONFIRMED':
        return { title: t`New order email confirmed`, detail: String(details.to ?? '') };
      case 'BUYER_EMAIL_CHANGE_CANCELLED':
        return { title: t`Email change cancelled from the previous address` };
      case 'BUYER_EMAIL_CHANGE_UNDONE':
        return { title: t`Email change undone from the previous address`, detail: String(details.to ?? '') };
      default:
        return { title: t`Changed by the buyer` };
    }
  };

  const describe = (entry: TEntry): { icon: ReactNode; title: string; detail?: string } => {
    const size = 14;
    switch (entry.kind) {
      case 'CREATED':
        return { icon: <IconPlus size={size} aria-hidden />, title: t`Order placed` };
      case 'AWAITING_OFFLINE_PAYMENT':
        return { icon: <IconClock size={size} aria-hidden />, title: t`Awaiting offline payment` };
      case 'PAYMENT': {
        const amount = money(entry.details.amount);
        const status = String(entry.details.status ?? '');
        return {
          icon: <IconCreditCard size={size} aria-hidden />,
          title: status === 'succeeded' ? t`Card payment of ${amount} received` : t`Card payment of ${amount}`,
          detail: status === 'succeeded' ? undefined : status,
        };
      }
      case 'COMPLETED':
        return { icon: <IconCircleCheck size={size} aria-hidden />, title: t`Order completed` };
      case 'EMAIL_QUEUED': {
        const template = entry.details.template;
        const recipient = String(entry.details.to ?? '');
        return {
          icon: <IconMail size={size} aria-hidden />,
          title:
            template === 'order_confirmation'
              ? t`Confirmation emailed`
              : template === 'attendee_ticket'
                ? t`Ticket emailed`
                : template === 'order_update'
                  ? t`Update emailed`
                  : template === 'order_email_changed'
                    ? t`Change of address notice emailed`
                    : t`Email sent`,
          detail: recipient,
        };
      }
      case 'REFUND': {
        const amount = money(entry.details.amount);
        const status = entry.details.status;
        return {
          icon: <IconReceiptRefund size={size} aria-hidden />,
          title:
            status === 'SUCCEEDED'
              ? t`Refunded ${amount}`
              : status === 'FAILED'
                ? t`Refund of ${amount} failed`
                : t`Refund of ${amount} requested`,
        };
      }
      case 'CANCELLED':
        return { icon: <IconX size={size} aria-hidden />, title: t`Order cancelled` };
      case 'STAFF_ACTION':
        return { icon: <IconUserEdit size={size} aria-hidden />, ...describeStaffAction(entry.details) };
      case 'BUYER_ACTION':
        return { icon: <IconUser size={size} aria-hidden />, ...describeBuyerAction(entry.details) };
      case 'MESSAGE': {
        const subject = String(entry.details.subject ?? '');
        const recipient = String(entry.details.to ?? '');
        const status = entry.details.status;
        return {
          icon: <IconMessage size={size} aria-hidden />,
          title:
            status === 'FAILED'
              ? t`Message “${subject}” could not be delivered`
              : status === 'SENT'
                ? t`Message “${subject}” sent`
                : t`Message “${subject}” on its way`,
          detail: recipient,
        };
      }
      case 'CHECKED_IN':
      case 'CHECKED_OUT': {
        const attendee = String(entry.details.attendee_public_id ?? '');
        const list = String(entry.details.check_in_list ?? '');
        return {
          icon:
            entry.kind === 'CHECKED_IN' ? (
              <IconLogin size={size} aria-hidden />
            ) : (
              <IconLogout size={size} aria-hidden />
            ),
          title: entry.kind === 'CHECKED_IN' ? t`${attendee} checked in` : t`${attendee} checked out`,
          detail: list,
        };
      }
    }
  };

  return (
    <Timeline bulletSize={24} lineWidth={2} active={order.timeline.length} data-testid="order-timeline">
      {order.timeline.map((entry, index) => {
        const shown = describe(entry);
        return (
          <Timeline.Item key={`${entry.kind}-${entry.at}-${index}`} bullet={shown.icon} title={shown.title}>
            {shown.detail ? (
              <Text size="xs" c="dimmed">
                {shown.detail}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" component="time" dateTime={entry.at}>
              {formatTime(entry.at, { withZone: true })}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
