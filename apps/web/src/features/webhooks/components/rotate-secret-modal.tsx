import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import {
  WEBHOOK_DEFAULT_ROTATION_OVERLAP_HOURS,
  WEBHOOK_MAX_ROTATION_OVERLAP_HOURS,
  type TWebhook,
  type TWebhookWithSecret,
} from '@marquee/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRotateWebhookSecret } from '../api/webhooks';
import type { TWebhookScope } from '../lib/webhook-scope';

type TRotateSecretModalProps = {
  scope: TWebhookScope;
  webhook: TWebhook | null;
  onClose: () => void;
  onRotated: (webhook: TWebhookWithSecret) => void;
};

/** Asks before replacing the signing secret, and for how long the old one keeps signing beside the new one. */
export function RotateSecretModal({ scope, webhook, onClose, onRotated }: TRotateSecretModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={webhook !== null} onClose={onClose} title={t`Rotate the signing secret?`} centered size="md">
      {webhook ? <RotateSecretForm scope={scope} webhook={webhook} onClose={onClose} onRotated={onRotated} /> : null}
    </Modal>
  );
}

function RotateSecretForm({
  scope,
  webhook,
  onClose,
  onRotated,
}: Omit<TRotateSecretModalProps, 'webhook'> & { webhook: TWebhook }) {
  const { t } = useLingui();
  const rotate = useRotateWebhookSecret(scope);
  const [hours, setHours] = useState<number | string>(WEBHOOK_DEFAULT_ROTATION_OVERLAP_HOURS);
  const overlap = typeof hours === 'number' ? hours : Number.parseInt(hours, 10);
  const isValid = Number.isInteger(overlap) && overlap >= 0 && overlap <= WEBHOOK_MAX_ROTATION_OVERLAP_HOURS;
  const max = WEBHOOK_MAX_ROTATION_OVERLAP_HOURS;

  const submit = () => {
    if (!isValid) return;
    rotate.mutate(
      { id: webhook.id, overlapHours: overlap },
      {
        onSuccess: (rotated) => {
          notifySuccess(t`Signing secret rotated.`);
          onRotated(rotated);
        },
        onError: (error) =>
          notifyError(isApiError(error) ? error.message : t`The secret could not be rotated. Please try again.`),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>A new secret is made now and shown once. Your receiver needs it to verify deliveries.</Trans>
        </Text>
        <NumberInput
          label={t`Overlap in hours`}
          description={t`How long the old secret keeps signing beside the new one (0 to ${max}).`}
          min={0}
          max={WEBHOOK_MAX_ROTATION_OVERLAP_HOURS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={hours}
          onChange={setHours}
          error={isValid ? undefined : t`Enter a whole number of hours from 0 to ${max}.`}
          data-autofocus
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {isValid && overlap > 0 ? (
            <Trans>
              For the next {overlap} hours each delivery carries two signatures, one per secret: update your receiver
              within that time and no delivery is refused.
            </Trans>
          ) : isValid ? (
            <Trans>
              The old secret stops signing at once: your receiver refuses deliveries until it has the new one.
            </Trans>
          ) : null}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" color="orange" loading={rotate.isPending} disabled={!isValid}>
            <Trans>Rotate secret</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
