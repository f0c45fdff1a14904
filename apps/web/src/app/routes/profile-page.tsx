import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Tabs } from '@mantine/core';
import { IconLock, IconUserCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import {
  useSignedInUser,
  PasswordForm,
  PendingEmailAlert,
  ProfileForm,
  UnverifiedEmailAlert,
} from '../../features/users';
import { usePageTitle } from './use-page-title';

type TProfileTab = 'profile' | 'password';

export function ProfilePage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TProfileTab = searchParams.get('tab') === 'password' ? 'password' : 'profile';
  usePageTitle(t`Your profile`);

  return (
    <Stack maw={720} gap={0}>
      <PageHeader
        title={<Trans>Your profile</Trans>}
        description={<Trans>How you sign in, and how the app speaks to you.</Trans>}
      />
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(value === 'password' ? { tab: 'password' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
            <Trans>Profile</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconLock size={16} aria-hidden />}>
            <Trans>Password</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <Stack gap="md">
            <PendingEmailAlert user={user} />
            {!user.is_email_verified ? <UnverifiedEmailAlert user={user} /> : null}
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <ProfileForm key={`${user.id}:${user.email}`} user={user} />
            </Paper>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <PasswordForm email={user.email} />
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
