import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TOrderDetail } from '@marquee/core';
import {
  IconCash,
  IconFileInvoice,
  IconLink,
  IconMail,
  IconMailForward,
  IconPencil,
  IconReceiptRefund,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-error';
import { ComposeMessageButton, ComposeMessageModal, orderMessagePreset } from '../../messages';
import { notifyError } from '../../../lib/notify';
import { downloadInvoice, useOrderDetail } from '../api/order-management';
import { useOrderCommands } from '../hooks/use-order-commands';
import { orderActions } from '../lib/order-actions';
import { CancelOrderModal } from './cancel-order-modal';
import { EditBuyerModal } from './edit-buyer-modal';
import { OrderDetailView } from './order-detail-view';
import { OrderStatusBadges } from './order-status-badges';
import { RefundOrderModal } from './refund-order-modal';

/** The drawer's dialogs; a row menu may open the drawer with one of them already open. */
export type TOrderDialog = 'refund' | 'cancel' | 'edit' | 'message';

type TProps = { eventId: string; orderId: string; onClose: () => void; initialDialog?: TOrderDialog };

/** One order in a side drawer: its detail and every staff action (issue 7 point 2). */
export function OrderDrawer({ eventId, orderId, onClose, initialDialog }: TProps) {
  const { t } = useLingui();
  const detail = useOrderDetail(eventId, orderId);
  const order = detail.data;
  const shortId = order?.short_id ?? '';
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Group gap="sm">
          {/* The drawer's title is already a heading. */}
          <Text span fw={700} fz={20}>
            {order ? <Trans>Order #{shortId}</Trans> : <Trans>Order</Trans>}
          </Text>
          {order ? <OrderStatusBadges order={order} /> : null}
        </Group>
      }
      closeButtonProps={{ 'aria-label': t`Close order` }}
    >
      {detail.isError ? (
        <LoadError
          title={<Trans>We couldn't load this order</Trans>}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : !order ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={160} />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <Stack gap="lg" data-testid="order-drawer">
          <OrderActionBar eventId={eventId} order={order} initialDialog={initialDialog} />
          <OrderDetailView order={order} />
        </Stack>
      )}
    </Drawer>
  );
}

function OrderActionBar({
  eventId,
  order,
  initialDialog,
}: {
  eventId: string;
  order: TOrderDetail;
  initialDialog?: TOrderDialog;
}) {
  const { t } = useLingui();
  const { actions, markAsPaid, resend, copyCustomerLink } = useOrderCommands(eventId, order);
  const allowed = orderActions(order);
  // A row menu's refund or cancel opens here only if the full order still allows it.
  const [dialog, setDialog] = useState<TOrderDialog | null>(() =>
    (initialDialog === 'refund' && !allowed.canRefund) ||
    (initialDialog === 'cancel' && !allowed.canCancel) ||
    (initialDialog === 'edit' && !allowed.canEdit) ||
    (initialDialog === 'message' && !allowed.canMessage)
      ? null
      : (initialDialog ?? null),
  );
  const [isInvoiceLoading, setIsInvoiceLoading] = useState(false);
  const fail = (error: unknown, fallback: string) => notifyError(isApiError(error) ? error.message : fallback);
  const openInvoice = async () => {
    setIsInvoiceLoading(true);
    try {
      await downloadInvoice(eventId, order.id, order.short_id);
    } catch (error) {
      fail(error, t`The invoice could not be downloaded.`);
    } finally {
      setIsInvoiceLoading(false);
    }
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {allowed.canMarkAsPaid ? (
          <Button
            leftSection={<IconCash size={16} aria-hidden />}
            loading={actions.markAsPaid.isPending}
            onClick={() => void markAsPaid()}
          >
            <Trans>Mark as paid</Trans>
          </Button>
        ) : null}
        {allowed.canRefund ? (
          <Button
            variant="default"
            leftSection={<IconReceiptRefund size={16} aria-hidden />}
            onClick={() => setDialog('refund')}
          >
            <Trans>Refund</Trans>
          </Button>
        ) : null}
        {allowed.canResend ? (
          <Button
            variant="default"
            leftSection={<IconMailForward size={16} aria-hidden />}
            loading={actions.resend.isPending}
            onClick={resend}
          >
            <Trans>Resend confirmation</Trans>
          </Button>
        ) : null}
        {allowed.canMessage ? (
          <ComposeMessageButton
            variant="default"
            leftSection={<IconMail size={16} aria-hidden />}
            onOpen={() => setDialog('message')}
          >
            <Trans>Message buyer</Trans>
          </ComposeMessageButton>
        ) : null}
        {allowed.canEdit ? (
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setDialog('edit')}
          >
            <Trans>Edit buyer</Trans>
          </Button>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconLink size={16} aria-hidden />}
          onClick={() => void copyCustomerLink()}
        >
          <Trans>Copy customer link</Trans>
        </Button>
        {allowed.canDownloadInvoice ? (
          <Button
            variant="default"
            leftSection={<IconFileInvoice size={16} aria-hidden />}
            loading={isInvoiceLoading}
            onClick={() => void openInvoice()}
          >
            <Trans>Invoice</Trans>
          </Button>
        ) : null}
        {allowed.canCancel ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setDialog('cancel')}
          >
            <Trans>Cancel order</Trans>
          </Button>
        ) : null}
      </Group>
      {allowed.canRefund || dialog === 'refund' ? (
        <RefundOrderModal
          order={order}
          opened={dialog === 'refund'}
          onClose={() => setDialog(null)}
          refund={actions.refund}
        />
      ) : null}
      <CancelOrderModal
        order={order}
        opened={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        cancel={actions.cancel}
      />
      <EditBuyerModal
        order={order}
        opened={dialog === 'edit'}
        onClose={() => setDialog(null)}
        update={actions.update}
      />
      {allowed.canMessage ? (
        <ComposeMessageModal
          eventId={eventId}
          opened={dialog === 'message'}
          onClose={() => setDialog(null)}
          preset={orderMessagePreset(order)}
          withViewLink
        />
      ) : null}
    </>
  );
}
