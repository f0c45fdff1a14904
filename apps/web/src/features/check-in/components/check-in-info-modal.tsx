import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import type { TPublicCheckInList } from '@marquee/core';
import { formatInZone } from '../../../lib/zoned-time';

type TCheckInInfoModalProps = {
  list: TPublicCheckInList;
  isRefreshing: boolean;
  onClose: () => void;
};

/** Shown while mounted. The list as the organizer set it up for staff: its name, the progress so far and the staff note. */
export function CheckInInfoModal({ list, isRefreshing, onClose }: TCheckInInfoModalProps) {
  const { t, i18n } = useLingui();
  const checkedIn = list.checked_in_attendees;
  const total = list.total_attendees;
  const percent = total > 0 ? (checkedIn / total) * 100 : 0;
  const expiresAt = list.expires_at
    ? formatInZone(list.expires_at, { locale: i18n.locale, timeZone: list.event.timezone })
    : null;
  const products = list.products.map((product) => product.title).join(', ');
  return (
    <Modal opened onClose={onClose} title={list.name} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Stack gap={6}>
          <Text fw={600} fz="sm">
            <Trans>
              {checkedIn} of {total} checked in
            </Trans>{' '}
            {isRefreshing && <Loader size={12} aria-label={t`Refreshing`} />}
          </Text>
          <Progress value={percent} size="lg" aria-label={t`Checked in`} />
        </Stack>
        {list.description ? (
          <Stack gap={4}>
            <Text fw={600} fz="sm">
              <Trans>Notes for staff</Trans>
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {list.description}
            </Text>
          </Stack>
        ) : null}
        {products ? (
          <Text fz="sm" c="dimmed">
            <Trans>Tickets on this list: {products}</Trans>
          </Text>
        ) : null}
        {expiresAt ? (
          <Text fz="sm" c="dimmed">
            <Trans>Open until {expiresAt}</Trans>
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
