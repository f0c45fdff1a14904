import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import type { TOrderSummary } from '@marquee/core';
import {
  IconCash,
  IconDots,
  IconLink,
  IconMail,
  IconMailForward,
  IconReceipt,
  IconReceiptRefund,
  IconX,
} from '@tabler/icons-react';
import { useOrderCommands } from '../hooks/use-order-commands';
import { orderActions } from '../lib/order-actions';
import type { TOrderDialog } from './order-drawer';

type TProps = {
  eventId: string;
  order: TOrderSummary;
  /** Opens the order's drawer, with one of its dialogs when given. */
  onOpen: (dialog?: TOrderDialog) => void;
};

/** A list row's actions (reference: manage, copy customer link, mark paid, refund, resend, cancel). */
export function OrderRowMenu({ eventId, order, onOpen }: TProps) {
  const { t } = useLingui();
  const commands = useOrderCommands(eventId, order);
  const allowed = orderActions(order);
  const shortId = order.short_id;
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for order #${shortId}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconReceipt size={16} aria-hidden />} onClick={() => onOpen()}>
          <Trans>Manage order</Trans>
        </Menu.Item>
        <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={() => void commands.copyCustomerLink()}>
          <Trans>Copy customer link</Trans>
        </Menu.Item>
        {allowed.canMarkAsPaid ? (
          <Menu.Item leftSection={<IconCash size={16} aria-hidden />} onClick={() => void commands.markAsPaid()}>
            <Trans>Mark as paid</Trans>
          </Menu.Item>
        ) : null}
        {allowed.canRefund ? (
          <Menu.Item leftSection={<IconReceiptRefund size={16} aria-hidden />} onClick={() => onOpen('refund')}>
            <Trans>Refund</Trans>
          </Menu.Item>
        ) : null}
        {allowed.canResend ? (
          <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={commands.resend}>
            <Trans>Resend confirmation</Trans>
          </Menu.Item>
        ) : null}
        {allowed.canMessage ? (
          <Menu.Item leftSection={<IconMail size={16} aria-hidden />} onClick={() => onOpen('message')}>
            <Trans>Message buyer</Trans>
          </Menu.Item>
        ) : null}
        {allowed.canCancel ? (
          <Menu.Item color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => onOpen('cancel')}>
            <Trans>Cancel order</Trans>
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
