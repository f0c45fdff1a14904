import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { roleCan } from '@marquee/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { StatusPanel } from '../../components/status-panel';
import { useAccount, AccountSettingsForm } from '../../features/accounts';
import { useSignedInUser } from '../../features/users';
import { usePageTitle } from './use-page-title';

export function AccountSettingsPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const account = useAccount(user.account_id);
  usePageTitle(t`Account settings`);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      {account.data ? (
        <AccountSettingsForm
          key={account.data.id}
          account={account.data}
          canEdit={roleCan(user.role, 'account.update')}
        />
      ) : account.isError ? (
        <StatusPanel
          order={2}
          color="red"
          icon={<IconCloudOff size={28} />}
          title={<Trans>We couldn't load the account</Trans>}
          actions={
            <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void account.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {account.error.message}
        </StatusPanel>
      ) : (
        <Stack gap="md" aria-busy="true" aria-label={t`Loading the account`}>
          <Skeleton h={58} />
          <Skeleton h={58} />
          <Skeleton h={58} />
        </Stack>
      )}
    </Paper>
  );
}
