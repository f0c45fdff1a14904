import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Skeleton, Stack } from '@mantine/core';
import { roleCan } from '@marquee/core';
import { LoadError } from '../../components/load-error';
import { useEventDefaults, EventDefaultsForm } from '../../features/accounts';
import { useSignedInUser } from '../../features/users';
import { usePageTitle } from './use-page-title';

export function AccountEventDefaultsPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const defaults = useEventDefaults(user.account_id);
  usePageTitle(t`Event defaults`);
  if (defaults.isError) {
    return (
      <LoadError
        title={<Trans>We couldn't load the event defaults</Trans>}
        error={defaults.error}
        onRetry={() => void defaults.refetch()}
      />
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={820}>
      {defaults.data ? (
        <EventDefaultsForm
          accountId={user.account_id}
          defaults={defaults.data}
          canEdit={roleCan(user.role, 'account.update')}
        />
      ) : (
        <Stack gap="md" aria-busy="true">
          <Skeleton h={58} />
          <Skeleton h={58} />
          <Skeleton h={58} />
        </Stack>
      )}
    </Paper>
  );
}
