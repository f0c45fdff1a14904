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
  /**
   * A word the person must type before the confirm button enables (deleting an event or an organizer for good); the
   * field's label names it. Implies `isDanger`.
   */
  typedWord?: string;
};

/** Asks before doing something that cannot be undone; resolves to whether the person confirmed. */
export function confirmAction({
  title,
  message,
  confirmLabel,
  isDanger = false,
  typedWord,
}: TConfirmOptions): Promise<boolean> {
  // The modal host mounts on first use (lib/overlays.ts).
  if (typedWord !== undefined)
    return whenOverlaysReady().then(() => confirmByTyping({ title, message, confirmLabel, typedWord }));
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

/**
 * The typed confirmation: Mantine's confirm modal cannot hold back its button, so the body brings its own. Loaded on
 * use: the buyer's pages ask for confirmations too, never this one (their bundle budget, decision 115).
 */
async function confirmByTyping({
  title,
  message,
  confirmLabel,
  typedWord,
}: Omit<TConfirmOptions, 'isDanger' | 'typedWord'> & { typedWord: string }): Promise<boolean> {
  const { TypedConfirmation } = await import('../components/typed-confirmation');
  return new Promise((resolve) => {
    // Settling twice is harmless: closing after a confirmation calls onClose too, and the first answer stands.
    const settle = (isConfirmed: boolean) => {
      resolve(isConfirmed);
      modals.close(modalId);
    };
    const modalId = modals.open({
      title,
      centered: true,
      children: createElement(TypedConfirmation, {
        message,
        word: typedWord,
        confirmLabel,
        onConfirm: () => settle(true),
        onCancel: () => settle(false),
      }),
      onClose: () => resolve(false),
    });
  });
}
