import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import type { TWaitlistEntry } from '@marquee/core';
import { IconDots, IconReceipt, IconRepeat, IconSend, IconX } from '@tabler/icons-react';
import { canCancelEntry, canOfferEntry, entrantName } from '../lib/waitlist-list';

type TWaitlistRowMenuProps = {
  entry: TWaitlistEntry;
  onOffer: () => void;
  onCancel: () => void;
  onOpenOrder: (orderId: string) => void;
};

/** A row's actions: offer (again, once an offer lapsed), cancel an open entry, open the offer's order. */
export function WaitlistRowMenu({ entry, onOffer, onCancel, onOpenOrder }: TWaitlistRowMenuProps) {
  const { t } = useLingui();
  const name = entrantName(entry);
  const orderId = entry.order_id;
  const canOffer = canOfferEntry(entry);
  const canCancel = canCancelEntry(entry);
  if (!canOffer && !canCancel && !orderId) return null;
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canOffer ? (
          <Menu.Item
            leftSection={
              entry.status === 'OFFER_EXPIRED' ? (
                <IconRepeat size={16} aria-hidden />
              ) : (
                <IconSend size={16} aria-hidden />
              )
            }
            onClick={onOffer}
          >
            {entry.status === 'OFFER_EXPIRED' ? (
              <Trans>Offer again</Trans>
            ) : (
              t({ message: 'Offer', context: 'action: offer held tickets' })
            )}
          </Menu.Item>
        ) : null}
        {orderId ? (
          <Menu.Item leftSection={<IconReceipt size={16} aria-hidden />} onClick={() => onOpenOrder(orderId)}>
            <Trans>View order</Trans>
          </Menu.Item>
        ) : null}
        {canCancel ? (
          <Menu.Item color="red" leftSection={<IconX size={16} aria-hidden />} onClick={onCancel}>
            <Trans>Cancel entry</Trans>
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
