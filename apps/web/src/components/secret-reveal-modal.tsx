import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type TSecretRevealModalProps = {
  /** The secret to show; the modal is open while there is one. */
  secret: string | null;
  onClose: () => void;
  title: ReactNode;
  /** What the secret is, e.g. "Signing secret" or "API key". */
  label: string;
  /** How to use it: a few lines under the secret. */
  children?: ReactNode;
};

/**
 * A secret the server shows once (a webhook's signing secret, an API key): in monospace with a copy button, a
 * warning that it cannot be shown again, and how to use it. A click outside does not close it, so the secret
 * is not lost by accident; Escape and the Done button do.
 */
export function SecretRevealModal({ secret, onClose, title, label, children }: TSecretRevealModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={title} centered size="lg" closeOnClickOutside={false}>
      <Stack gap="md">
        <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title={t`Copy it now`}>
          <Trans>
            This is the only time it is shown. Keep it somewhere safe, like a password manager or your app's secret
            settings. If it is lost, create a new one.
          </Trans>
        </Alert>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
            <Group gap="sm" wrap="nowrap" align="center">
              <Code
                data-testid="revealed-secret"
                fz="sm"
                bg="transparent"
                style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', userSelect: 'all' }}
              >
                {secret}
              </Code>
              <CopyButton value={secret ?? ''} timeout={2000}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'filled' : 'light'}
                    color={copied ? 'teal' : undefined}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    onClick={copy}
                    style={{ flexShrink: 0 }}
                    data-autofocus
                  >
                    {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Paper>
        </Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
