import { Trans } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { roleCan } from '@marquee/core';
import { IconSettings, IconUsers } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useSignedInUser } from '../../features/users/api/current-user';

export const ACCOUNT_TABS = ['settings', 'users'] as const;
type TAccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * /account/*: the account's name and defaults, and (for administrators) its team, as tabs with their own
 * URLs. Later issues add taxes and fees, event defaults and payments here.
 */
export function AccountLayout() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tab: TAccountTab = pathname.split('/')[2] === 'users' ? 'users' : 'settings';
  const accountName = user.account_name;
  return (
    <>
      <PageHeader title={<Trans>Account</Trans>} description={accountName} />
      <Tabs value={tab} onChange={(value) => value && navigate(`/account/${value}`)}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden />}>
            <Trans>Settings</Trans>
          </Tabs.Tab>
          {roleCan(user.role, 'users.manage') ? (
            <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
              <Trans>Team</Trans>
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value={tab}>
          <Outlet />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
