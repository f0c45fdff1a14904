import { Trans } from '@lingui/react/macro';
import { Button, Center } from '@mantine/core';
import type { TCurrentUser } from '@marquee/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusPanel } from '../../components/status-panel';
import { useCurrentUser } from '../../features/users';
import { isApiError } from '../../lib/api-error';
import { PageLoader } from '../routes/page-loader';

/**
 * Signed-in frames render their pages only once the user is known: a loader until then, a retry when the
 * user cannot be loaded for a reason other than signing in (a 401 is already on its way to login).
 */
export function SignedInGate({ children }: { children: (user: TCurrentUser) => ReactNode }) {
  const { data: user, error, refetch, isRefetching } = useCurrentUser();
  if (user) return children(user);
  if (error && !(isApiError(error) && error.isUnauthenticated)) {
    return (
      <Center mih="100dvh" p="md">
        <StatusPanel
          color="red"
          icon={<IconCloudOff size={28} />}
          title={<Trans>We couldn't load your account</Trans>}
          actions={
            <Button
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={isRefetching}
              onClick={() => void refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {error.message}
        </StatusPanel>
      </Center>
    );
  }
  return <PageLoader />;
}
