import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { formatMoney, type TOrderDetail } from '@marquee/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { useOrderActions } from '../api/order-management';
import { ABOVE_DRAWER } from '../../../lib/overlay-layers';
import { orderActions, refundableRemaining } from '../lib/order-actions';

type TProps = {
  order: TOrderDetail;
  opened: boolean;
  onClose: () => void;
  cancel: ReturnType<typeof useOrderActions>['cancel'];
};

/** Confirms a cancellation (reference: details, attendees, "also refund", on when refundable). */
export function CancelOrderModal({ order, opened, onClose, cancel }: TProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} centered zIndex={ABOVE_DRAWER} title={t`Cancel order`}>
      {opened ? <CancelForm key={order.updated_at} order={order} onClose={onClose} cancel={cancel} /> : null}
    </Modal>
  );
}

function CancelForm({ order, onClose, cancel }: Omit<TProps, 'opened'>) {
  const { t, i18n } = useLingui();
  const canRefund = orderActions(order).canRefund;
  const [refund, setRefund] = useState(canRefund);
  const [notifyBuyer, setNotifyBuyer] = useState(true);
  const shortId = order.short_id;
  const activeAttendees = order.attendees.filter((attendee) => attendee.status === 'ACTIVE');
  const remaining = formatMoney(refundableRemaining(order), order.currency, i18n.locale);
  const submit = () =>
    cancel.mutate(
      { refund: canRefund && refund, notify_buyer: notifyBuyer },
      {
        onSuccess: (detail) => {
          if (detail.refund_status === 'REFUND_FAILED')
            notifyError(t`Order #${shortId} cancelled, but the refund failed.`);
          else notifySuccess(t`Order #${shortId} cancelled.`);
          onClose();
        },
        onError: (error) => notifyError(isApiError(error) ? error.message : t`The order could not be cancelled.`),
      },
    );
  return (
    <Stack gap="md">
      <Text>
        <Trans>
          Cancel order #{shortId}? Its tickets return to sale and its attendees are cancelled. This cannot be undone.
        </Trans>
      </Text>
      {activeAttendees.length > 0 ? (
        <List size="sm" spacing={2}>
          {activeAttendees.map((attendee) => (
            <List.Item key={attendee.id}>
              {[attendee.first_name, attendee.last_name].filter(Boolean).join(' ') ||
                attendee.email ||
                attendee.short_id}
            </List.Item>
          ))}
        </List>
      ) : null}
      {canRefund ? (
        <Checkbox
          label={t`Also refund ${remaining} to the buyer's card`}
          checked={refund}
          onChange={(event) => setRefund(event.currentTarget.checked)}
        />
      ) : null}
      <Checkbox
        label={t`Email the buyer about the cancellation`}
        checked={notifyBuyer}
        onChange={(event) => setNotifyBuyer(event.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          <Trans>Keep order</Trans>
        </Button>
        <Button color="red" loading={cancel.isPending} onClick={submit}>
          <Trans>Cancel order</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
