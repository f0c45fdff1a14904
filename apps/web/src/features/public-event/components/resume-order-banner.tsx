import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { TPublicOrder } from '@marquee/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useConfirmAbandon, formatCountdown, secondsLeft } from '../../checkout';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { abandonPublicOrder } from '../api/public-event-calls';
import { checkoutStepPath } from '../lib/checkout-step';
import { FollowLink } from './follow-link';

type TResumeOrderBannerProps = {
  eventId: string;
  order: TPublicOrder;
  navigateTo: (path: string) => void;
  /** The hold was released: the page forgets the order and asks for the event's availability again. */
  onAbandoned: () => void;
};

/**
 * "You have an order in progress — 12:34 left" with Continue and Start again, when this browser holds a live
 * reservation of the event (decision 062). Loaded only for such a browser; hidden once the hold runs out.
 */
export default function ResumeOrderBanner({ eventId, order, navigateTo, onAbandoned }: TResumeOrderBannerProps) {
  const { t } = useLingui();
  const confirmAbandon = useConfirmAbandon();
  const [isAbandoning, setIsAbandoning] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = secondsLeft(order.reserved_until, now);
  if (left === 0) return null;
  const time = formatCountdown(left);

  const startAgain = async () => {
    if (!(await confirmAbandon())) return;
    setIsAbandoning(true);
    try {
      await abandonPublicOrder(eventId, order.short_id);
      notifySuccess(t`Your order was cancelled and its tickets released.`);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setIsAbandoning(false);
      // Also when it had ended already: either way there is no hold left to resume.
      onAbandoned();
    }
  };

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
        <Button component={FollowLink} href={checkoutStepPath(eventId, order)} navigateTo={navigateTo} size="sm">
          <Trans>Continue</Trans>
        </Button>
        <Button variant="default" size="sm" loading={isAbandoning} onClick={() => void startAgain()}>
          <Trans>Start again</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
