import { useLingui } from '@lingui/react/macro';
import type { TAttendee } from '@marquee/core';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAttendeeActions } from '../api/attendees';
import { attendeeName } from '../lib/attendee-list';

type TCommandAttendee = Pick<TAttendee, 'id' | 'short_id' | 'status' | 'first_name' | 'last_name' | 'order_status'>;

/**
 * The one-click staff actions on an attendee, asked for and reported the same way from the list's row
 * menu and from the drawer: cancel and reactivate (confirmed first), resend the ticket.
 */
export function useAttendeeCommands(eventId: string, attendee: TCommandAttendee) {
  const { t } = useLingui();
  const actions = useAttendeeActions(eventId, attendee.id);
  const shortId = attendee.short_id;
  const name = attendeeName(attendee) ?? t`this attendee`;
  const fail = (error: unknown, fallback: string) => notifyError(isApiError(error) ? error.message : fallback);

  const cancel = async () => {
    const isConfirmed = await confirmAction({
      title: t`Cancel this ticket?`,
      message: t`Ticket #${shortId} of ${name} will no longer be valid at check-in and its place returns to sale. The rest of the order stays as it is, and no money is refunded.`,
      confirmLabel: t`Cancel ticket`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    actions.changeStatus.mutate('CANCELLED', {
      onSuccess: () => notifySuccess(t`Ticket #${shortId} cancelled.`),
      onError: (error) => fail(error, t`The ticket could not be cancelled.`),
    });
  };

  const reactivate = async () => {
    const isConfirmed = await confirmAction({
      title: t`Reactivate this ticket?`,
      message: t`Ticket #${shortId} of ${name} becomes valid again and takes one place, if one is still available.`,
      confirmLabel: t`Reactivate ticket`,
    });
    if (!isConfirmed) return;
    actions.changeStatus.mutate('ACTIVE', {
      onSuccess: () => notifySuccess(t`Ticket #${shortId} is active again.`),
      onError: (error) => fail(error, t`The ticket could not be reactivated.`),
    });
  };

  const resendTicket = () =>
    actions.resendTicket.mutate(undefined, {
      onSuccess: (result) => {
        const email = result.sent_to;
        notifySuccess(t`Ticket sent again to ${email}.`);
      },
      onError: (error) => fail(error, t`The ticket could not be sent.`),
    });

  return {
    actions,
    canCancel: attendee.status !== 'CANCELLED',
    // A ticket of a cancelled order comes back only with its order (the server refuses it, 409).
    canReactivate: attendee.status === 'CANCELLED' && attendee.order_status !== 'CANCELLED',
    canResend: attendee.status === 'ACTIVE',
    cancel,
    reactivate,
    resendTicket,
  };
}
