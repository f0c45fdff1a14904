import type { TWebhook } from '@marquee/core';
import { useState } from 'react';
import type { TWebhookScope } from '../lib/webhook-scope';
import { RotateSecretModal } from './rotate-secret-modal';
import { SendTestModal } from './send-test-modal';
import { WebhookDrawer } from './webhook-drawer';
import { WebhookSecretModal, type TRevealedSecret } from './webhook-secret-modal';

/** Which of a webhook's dialogs is open: the list and the delivery log open the same ones. */
export function useWebhookDialogs() {
  const [editing, setEditing] = useState<TWebhook | 'new' | null>(null);
  const [testing, setTesting] = useState<TWebhook | null>(null);
  const [rotating, setRotating] = useState<TWebhook | null>(null);
  const [revealed, setRevealed] = useState<TRevealedSecret | null>(null);
  return {
    state: { editing, testing, rotating, revealed },
    add: () => setEditing('new'),
    edit: (webhook: TWebhook) => setEditing(webhook),
    test: (webhook: TWebhook) => setTesting(webhook),
    rotate: (webhook: TWebhook) => setRotating(webhook),
    close: () => {
      setEditing(null);
      setTesting(null);
      setRotating(null);
    },
    reveal: (secret: TRevealedSecret | null) => {
      setEditing(null);
      setRotating(null);
      setRevealed(secret);
    },
  };
}

export type TWebhookDialogs = ReturnType<typeof useWebhookDialogs>;

/** The drawer and modals of `useWebhookDialogs`; a new or rotated secret is shown once, after its dialog closes. */
export function WebhookDialogs({ scope, dialogs }: { scope: TWebhookScope; dialogs: TWebhookDialogs }) {
  const { editing, testing, rotating, revealed } = dialogs.state;
  return (
    <>
      <WebhookDrawer
        scope={scope}
        editing={editing}
        onClose={dialogs.close}
        onCreated={(webhook) => dialogs.reveal({ webhook, reason: 'created' })}
      />
      <SendTestModal scope={scope} webhook={testing} onClose={dialogs.close} />
      <RotateSecretModal
        scope={scope}
        webhook={rotating}
        onClose={dialogs.close}
        onRotated={(webhook) => dialogs.reveal({ webhook, reason: 'rotated' })}
      />
      <WebhookSecretModal revealed={revealed} onClose={() => dialogs.reveal(null)} />
    </>
  );
}
