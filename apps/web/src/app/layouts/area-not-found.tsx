import { Trans } from '@lingui/react/macro';
import { Button, Center, Container } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { StatusPanel } from '../../components/status-panel';
import { isApiError } from '../../lib/api-error';
import { SIGNED_IN_HOME_PATH } from '../routes/root-redirect';

/** An organizer or event that could not be loaded: not found (another account's, deleted) or a failure to retry. */
export function AreaLoadProblem({
  error,
  notFoundTitle,
  errorTitle,
  onRetry,
}: {
  error: Error;
  notFoundTitle: ReactNode;
  errorTitle: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Center mih="100dvh" p="md">
      <Container size="sm" w="100%">
        {isApiError(error) && error.isNotFound ? (
          <StatusPanel
            icon={<IconMapSearch size={28} />}
            title={notFoundTitle}
            actions={
              <Button component={Link} to={SIGNED_IN_HOME_PATH}>
                <Trans>Go to my events</Trans>
              </Button>
            }
          >
            <Trans>It may have been deleted, or it belongs to another account.</Trans>
          </StatusPanel>
        ) : (
          <LoadError title={errorTitle} error={error} onRetry={onRetry} />
        )}
      </Container>
    </Center>
  );
}
