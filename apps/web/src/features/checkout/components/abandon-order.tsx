import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { TPublicEvent } from '@marquee/core';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useAbandonPublicOrder } from '../api/public-checkout';
import { useConfirmAbandon } from '../hooks/use-confirm-abandon';
import { eventPagePath } from './checkout-frame';

/** On the checkout steps: cancel the order after a confirmation and go back to the event page. */
export function CancelOrderButton({ event, shortId }: { event: TPublicEvent; shortId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const abandon = useAbandonPublicOrder(event.id, shortId);
  const confirmAbandon = useConfirmAbandon();
  return (
    <Button
      variant="subtle"
      color="gray"
      loading={abandon.isPending}
      onClick={async () => {
        if (!(await confirmAbandon())) return;
        abandon.mutate(undefined, {
          onSuccess: () => notifySuccess(t`Your order was cancelled and its tickets released.`),
          // Also when it had ended already: the event page is where to start again.
          onSettled: () => void navigate(eventPagePath(event)),
        });
      }}
    >
      <Trans>Cancel order and go back to the event</Trans>
    </Button>
  );
}
