import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { roleCan } from '@marquee/core';
import { Link } from 'react-router';
import { NoAccess } from '../../components/no-access';
import { ApiKeysPanel } from '../../features/api-keys';
import { useSignedInUser } from '../../features/users';
import { usePageTitle } from './use-page-title';

export function AccountApiKeysPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  usePageTitle(t`API keys`);
  // Decided before anything is fetched: an organizer's browser never asks for the keys.
  if (!roleCan(user.role, 'api_keys.manage')) {
    const accountName = user.account_name;
    return (
      <NoAccess
        title={<Trans>You don't have access to the API keys</Trans>}
        actions={
          <Button component={Link} to="/account/settings" variant="default">
            <Trans>Back to account settings</Trans>
          </Button>
        }
      >
        <Trans>Only administrators of {accountName} can create and revoke its API keys.</Trans>
      </NoAccess>
    );
  }
  return <ApiKeysPanel />;
}
