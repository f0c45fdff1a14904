import { useLingui } from '@lingui/react/macro';
import { confirmAction } from '../../../lib/confirm';

/** Asks before ending a reservation; resolves to true when the buyer confirmed. */
export function useConfirmAbandon(): () => Promise<boolean> {
  const { t } = useLingui();
  return () =>
    confirmAction({
      title: t`Cancel this order?`,
      message: t`Your tickets will be released for other buyers.`,
      confirmLabel: t`Cancel order`,
      isDanger: true,
    });
}
