import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper } from '@mantine/core';
import { DEFAULT_AFTER_LOGIN_PATH } from '@marquee/core';
import { IconArrowLeft, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../lib/api-error';
import { NoAccess } from './no-access';
import { StatusPanel } from './status-panel';

type TLoadErrorProps = {
  title: ReactNode;
  error: Error;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Wrap in a bordered card (when the error replaces a whole page section). */
  withPaper?: boolean;
};

/**
 * A query that failed: what could not be loaded, the server's reason, and a way to try again. A 403 is not
 * a failure to retry: the signed-in user's role does not open it, so they are told so and given a way back
 * (spec §8 as refined by issue 25: only a 401 goes to the login page).
 */
export function LoadError({ title, error, onRetry, isRetrying = false, withPaper = true }: TLoadErrorProps) {
  if (isApiError(error) && error.isForbidden) return <ForbiddenPanel reason={error.message} />;
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

function ForbiddenPanel({ reason }: { reason: string }) {
  const navigate = useNavigate();
  return (
    <NoAccess
      title={<Trans>You don't have access to this</Trans>}
      actions={
        <Group justify="center">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => void navigate(-1)}
          >
            <Trans>Go back</Trans>
          </Button>
          <Button component={Link} to={DEFAULT_AFTER_LOGIN_PATH}>
            <Trans>Go to my events</Trans>
          </Button>
        </Group>
      }
    >
      {reason ? <>{reason} </> : null}
      <Trans>Your role in this account does not open it. An administrator of the account can change your role.</Trans>
    </NoAccess>
  );
}
