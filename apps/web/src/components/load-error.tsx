import { Trans } from '@lingui/react/macro';
import { Button, Paper } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusPanel } from './status-panel';

type TLoadErrorProps = {
  title: ReactNode;
  error: Error;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Wrap in a bordered card (when the error replaces a whole page section). */
  withPaper?: boolean;
};

/** A query that failed: what could not be loaded, the server's reason, and a way to try again. */
export function LoadError({ title, error, onRetry, isRetrying = false, withPaper = true }: TLoadErrorProps) {
  const panel = (
    <StatusPanel
      order={2}
      color="red"
      icon={<IconCloudOff size={28} />}
      title={title}
      actions={
        <Button leftSection={<IconRefresh size={16} aria-hidden />} loading={isRetrying} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {error.message}
    </StatusPanel>
  );
  return withPaper ? (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      {panel}
    </Paper>
  ) : (
    panel
  );
}
