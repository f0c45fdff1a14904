import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { roleCan } from '@marquee/core';
import { Link } from 'react-router';
import { NoAccess } from '../../components/no-access';
import { useSignedInUser, TeamPanel } from '../../features/users';
import { usePageTitle } from './use-page-title';

export function AccountUsersPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  usePageTitle(t`Team`);
  // Decided before anything is fetched: an organizer's browser never asks for the team list.
  if (!roleCan(user.role, 'users.manage')) {
    const accountName = user.account_name;
    return (
      <NoAccess
        title={<Trans>You don't have access to the team</Trans>}
        actions={
          <Button component={Link} to="/account/settings" variant="default">
            <Trans>Back to account settings</Trans>
          </Button>
        }
      >
        <Trans>
          Only administrators of {accountName} can see and manage its team. Ask one of them if you need access.
        </Trans>
      </NoAccess>
    );
  }
  return <TeamPanel currentUserId={user.id} />;
}
