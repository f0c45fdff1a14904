import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { TPublicEvent, TPublicOrder } from '@marquee/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAbandonPublicOrder, useCurrentPublicOrder } from '../api/public-checkout';
import { formatCountdown, secondsLeft } from '../lib/countdown';
import { eventPagePath } from './checkout-frame';

/** Asks before ending a reservation; true when the buyer confirmed. */
function useConfirmAbandon() {
  const { t } = useLingui();
  return () =>
    confirmAction({
      title: t`Cancel this order?`,
      message: t`Your tickets will be released for other buyers.`,
      confirmLabel: t`Cancel order`,
      isDanger: true,
    });
}

/** Where "Continue" takes the buyer: the details until they are in, then the payment. */
export function checkoutStepPath(eventId: string, order: Pick<TPublicOrder, 'short_id' | 'email'>): string {
  return `/checkout/${eventId}/${order.short_id}/${order.email ? 'payment' : 'details'}`;
}

/**
 * On the event page: "You have an order in progress — 12:34 left" with Continue and Start again, when this
 * browser holds a live reservation of the event (decision 062). Hidden once the hold runs out.
 */
export function ResumeOrderBanner({ event }: { event: TPublicEvent }) {
  const { t } = useLingui();
  const current = useCurrentPublicOrder(event.id);
  const order = current.data ?? null;
  const abandon = useAbandonPublicOrder(event.id, order?.short_id ?? '');
  const confirmAbandon = useConfirmAbandon();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!order) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [order]);
  if (!order || order.status !== 'RESERVED' || order.is_expired) return null;
  const left = secondsLeft(order.reserved_until, now);
  if (left === 0) return null;
  const time = formatCountdown(left);
  return (
    <Alert
      color="blue"
      icon={<IconShoppingCart size={18} aria-hidden />}
      title={<Trans>You have an order in progress — {time} left</Trans>}
      data-testid="resume-order"
    >
      <Text fz="sm" mb="sm">
        <Trans>Your tickets are held until the time runs out. Continue where you left off, or start again.</Trans>
      </Text>
      <Group gap="xs">
        <Button component={Link} to={checkoutStepPath(event.id, order)} size="sm">
          <Trans>Continue</Trans>
        </Button>
        <Button
          variant="default"
          size="sm"
          loading={abandon.isPending}
          onClick={async () => {
            if (!(await confirmAbandon())) return;
            abandon.mutate(undefined, {
              onSuccess: () => notifySuccess(t`Your order was cancelled and its tickets released.`),
              onError: (error) => notifyError(error.message),
            });
          }}
        >
          <Trans>Start again</Trans>
        </Button>
      </Group>
    </Alert>
  );
}

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
