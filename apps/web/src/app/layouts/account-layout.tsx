import { Trans } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { roleCan } from '@marquee/core';
import { IconCalendarCog, IconCreditCard, IconKey, IconReceiptTax, IconSettings, IconUsers } from '@tabler/icons-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useSignedInUser } from '../../features/users';

export const ACCOUNT_TABS = ['settings', 'taxes-and-fees', 'event-defaults', 'payment', 'users', 'api-keys'] as const;
type TAccountTab = (typeof ACCOUNT_TABS)[number];

const isAccountTab = (value: string | undefined): value is TAccountTab =>
  (ACCOUNT_TABS as readonly string[]).includes(value ?? '');

/**
 * /account/*: the account's name and defaults, and (for administrators) its team and API keys, as tabs with their
 * own URLs: settings, taxes and fees, the defaults of new events, payment, the team and the API keys.
 */
export function AccountLayout() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const segment = pathname.split('/')[2];
  const tab: TAccountTab = isAccountTab(segment) ? segment : 'settings';
  const accountName = user.account_name;
  return (
    <>
      <PageHeader title={<Trans>Account</Trans>} description={accountName} />
      <Tabs value={tab} onChange={(value) => value && navigate(`/account/${value}`)}>
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden />}>
            <Trans>Settings</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="taxes-and-fees" leftSection={<IconReceiptTax size={16} aria-hidden />}>
            <Trans>Taxes and fees</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="event-defaults" leftSection={<IconCalendarCog size={16} aria-hidden />}>
            <Trans>Event defaults</Trans>
          </Tabs.Tab>
          {roleCan(user.role, 'account.update') ? (
            <Tabs.Tab value="payment" leftSection={<IconCreditCard size={16} aria-hidden />}>
              <Trans>Payment</Trans>
            </Tabs.Tab>
          ) : null}
          {roleCan(user.role, 'users.manage') ? (
            <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
              <Trans>Team</Trans>
            </Tabs.Tab>
          ) : null}
          {roleCan(user.role, 'api_keys.manage') ? (
            <Tabs.Tab value="api-keys" leftSection={<IconKey size={16} aria-hidden />}>
              <Trans>API keys</Trans>
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
