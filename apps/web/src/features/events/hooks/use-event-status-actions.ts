import { useLingui } from '@lingui/react/macro';
import type { TEvent, TEventStatus } from '@marquee/core';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeEventStatus } from '../api/events';

/** Archive and restore with a confirmation and a toast, as the cards and the settings danger zone offer them. */
export function useArchiveEvent(event: Pick<TEvent, 'id' | 'title' | 'status'>) {
  const { t } = useLingui();
  const change = useChangeEventStatus(event.id);
  const title = event.title;

  async function setStatus(status: TEventStatus, success: string) {
    try {
      await change.mutateAsync(status);
      notifySuccess(success);
      return true;
    } catch (error) {
      const reasons = isApiError(error) ? (error.fieldErrors.status ?? []) : [];
      notifyError([isApiError(error) ? error.message : t`The status could not be changed.`, ...reasons].join(' '));
      return false;
    }
  }

  async function archive() {
    const isConfirmed = await confirmAction({
      title: t`Archive “${title}”?`,
      message: t`The event leaves your upcoming list and its public page goes offline. You can restore it later as a draft.`,
      confirmLabel: t`Archive event`,
      isDanger: true,
    });
    return isConfirmed ? setStatus('ARCHIVED', t`“${title}” is archived.`) : false;
  }

  async function restore() {
    const isConfirmed = await confirmAction({
      title: t`Restore “${title}”?`,
      message: t`It comes back as a draft: check its dates and tickets, then publish it again when you're ready.`,
      confirmLabel: t`Restore as draft`,
    });
    return isConfirmed ? setStatus('DRAFT', t`“${title}” is restored as a draft.`) : false;
  }

  return { archive, restore, isPending: change.isPending };
}
