import { t } from '@lingui/core/macro';
import { modals } from '@mantine/modals';
import { createElement, type ReactNode } from 'react';
import { whenOverlaysReady } from './overlays';

type TConfirmOptions = {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  /** Destructive actions get a red confirm button. */
  isDanger?: boolean;
};

/** Asks before doing something that cannot be undone; resolves to whether the person confirmed. */
export function confirmAction({ title, message, confirmLabel, isDanger = false }: TConfirmOptions): Promise<boolean> {
  // The modal host mounts on first use (lib/overlays.ts).
  return whenOverlaysReady().then(
    () =>
      new Promise((resolve) => {
        modals.openConfirmModal({
          title,
          centered: true,
          children: typeof message === 'string' ? createElement('p', { style: { margin: 0 } }, message) : message,
          labels: { confirm: confirmLabel, cancel: t`Cancel` },
          // Focus starts on the safe choice when the action destroys something.
          confirmProps: { color: isDanger ? 'red' : undefined, 'data-autofocus': isDanger ? undefined : true },
          cancelProps: { 'data-autofocus': isDanger ? true : undefined },
          onConfirm: () => resolve(true),
          onCancel: () => resolve(false),
          onClose: () => resolve(false),
        });
      }),
  );
}
