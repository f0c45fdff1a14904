import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';

/** Asks, deletes, and says how it went: the delete action of every event-resource table. */
export function useConfirmedDelete(remove: { mutateAsync: (id: string) => Promise<unknown> }) {
  const { t } = useLingui();
  return async (id: string, { name, message }: { name: string; message: string }) => {
    const isConfirmed = await confirmAction({
      title: t`Delete ${name}?`,
      message,
      confirmLabel: t`Delete`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync(id);
      notifySuccess(t`${name} deleted.`);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t`It could not be deleted.`);
    }
  };
}
