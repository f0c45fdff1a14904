import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text } from '@mantine/core';
import type { TCheckInAction, TCheckInAttendee } from '@marquee/core';
import { attendeeName, ticketLabel, ticketReference } from '../lib/attendee-text';

/** Above the camera's full-screen modal, so a scanned unpaid ticket is asked about in place. */
const ABOVE_CAMERA = 400;

type TUnpaidCheckInModalProps = {
  attendee: TCheckInAttendee;
  onResolve: (action: TCheckInAction | null) => void;
};

/** Shown while mounted. An attendee whose order awaits an offline payment, at a door allowed to let them in: take the payment or not. */
export function UnpaidCheckInModal({ attendee, onResolve }: TUnpaidCheckInModalProps) {
  const { t } = useLingui();
  const name = attendeeName(attendee);
  const orderNumber = attendee.order_public_id;
  return (
    <Modal
      opened
      onClose={() => onResolve(null)}
      title={t`Awaiting payment`}
      zIndex={ABOVE_CAMERA}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text>
          <Trans>
            <b>{name}</b> has not paid for this order yet (order {orderNumber}).
          </Trans>
        </Text>
        <Text fz="sm" c="dimmed">
          {ticketLabel(attendee)} · {ticketReference(attendee)}
        </Text>
        <Stack gap="xs">
          <Button onClick={() => onResolve('check-in-and-mark-order-as-paid')}>
            <Trans>Check in and mark paid</Trans>
          </Button>
          <Button variant="default" onClick={() => onResolve('check-in')}>
            <Trans>Check in only</Trans>
          </Button>
          <Button variant="subtle" color="gray" onClick={() => onResolve(null)}>
            <Trans>Cancel</Trans>
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
