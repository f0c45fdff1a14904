import { useLingui } from '@lingui/react/macro';
import type { TOrderSummary } from '@marquee/core';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { copyLink } from '../../event-resources';
import { useOrderActions } from '../api/order-management';

type TCommandOrder = Pick<TOrderSummary, 'id' | 'short_id' | 'status' | 'email'>;

/**
 * The one-click staff actions on an order, asked for and reported the same way from the order drawer and
 * from a row's menu in the list: mark as paid (confirmed first), resend the confirmation, copy the buyer's link.
 */
export function useOrderCommands(eventId: string, order: TCommandOrder) {
  const { t } = useLingui();
  const actions = useOrderActions(eventId, order.id);
  const shortId = order.short_id;
  const fail = (error: unknown, fallback: string) => notifyError(isApiError(error) ? error.message : fallback);

  const markAsPaid = async () => {
    const isConfirmed = await confirmAction({
      title: t`Mark order #${shortId} as paid?`,
      message: t`Record that the offline payment arrived: the order completes and the buyer receives the tickets.`,
      confirmLabel: t`Mark as paid`,
    });
    if (!isConfirmed) return;
    actions.markAsPaid.mutate(undefined, {
      onSuccess: () => notifySuccess(t`Order #${shortId} marked as paid.`),
      onError: (error) => fail(error, t`The order could not be marked as paid.`),
    });
  };

  const resend = () =>
    actions.resend.mutate(undefined, {
      onSuccess: () => notifySuccess(t`Confirmation email sent again.`),
      onError: (error) => fail(error, t`The confirmation could not be sent.`),
    });

  /** The buyer's own page of the order (`/checkout/{event}/{order}/summary`): its status and tickets. */
  const copyCustomerLink = () =>
    copyLink(
      new URL(`/checkout/${eventId}/${order.short_id}/summary`, window.location.origin).toString(),
      t`Customer link copied. It opens the order and its tickets.`,
    );

  return { actions, markAsPaid, resend, copyCustomerLink };
}
