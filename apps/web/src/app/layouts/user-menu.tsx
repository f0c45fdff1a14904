import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { buildPoweredByUrl, roleCan, type TCurrentUser } from '@marquee/core';
import {
  IconBuilding,
  IconBuildingStore,
  IconChevronDown,
  IconHelp,
  IconInfoCircle,
  IconLogout,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { useSignOut } from '../../features/auth';
import { CreateOrganizerModal } from '../../features/organizers';
import { useConfig } from '../../lib/config-context';
import classes from './user-menu.module.css';

// The product's own name, not the configurable app name: the About entry describes the software.
const productName = 'Marquee';

/** The avatar in the header: who is signed in, into which account, and where to manage both. */
export function UserMenu({ user }: { user: TCurrentUser }) {
  const { t } = useLingui();
  const config = useConfig();
  const supportEmail = config.platformSupportEmail;
  const { signOut, isPending } = useSignOut();
  const name = user.full_name || user.email;
  const canManageTeam = roleCan(user.role, 'users.manage');
  const accountName = user.account_name;
  const [isCreateOrganizerOpen, setIsCreateOrganizerOpen] = useState(false);
  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton className={classes.target}>
            {/* Named by its hidden text, "Account menu for <name>"; what it shows is decoration of that name. */}
            <VisuallyHidden>{t`Account menu for ${name}`}</VisuallyHidden>
            <Group gap="xs" wrap="nowrap" aria-hidden>
              <UserAvatar name={name} size={36} />
              <Box visibleFrom="md" maw={180}>
                <Text size="sm" fw={700} truncate>
                  {name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {user.account_name}
                </Text>
              </Box>
              <IconChevronDown size={14} aria-hidden className={classes.chevron} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Box px="sm" py={6}>
            <Text size="sm" fw={700} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
            <Text size="xs" mt={4} truncate>
              <Trans>Account: {accountName}</Trans>
            </Text>
          </Box>
          <Menu.Divider />
          <Menu.Item component={Link} to="/manage/profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
            <Trans>Profile</Trans>
          </Menu.Item>
          <Menu.Item component={Link} to="/account/settings" leftSection={<IconBuilding size={16} aria-hidden />}>
            <Trans>Account settings</Trans>
          </Menu.Item>
          {canManageTeam ? (
            <Menu.Item component={Link} to="/account/users" leftSection={<IconUsers size={16} aria-hidden />}>
              <Trans>Team</Trans>
            </Menu.Item>
          ) : null}
          <Menu.Item
            leftSection={<IconBuildingStore size={16} aria-hidden />}
            onClick={() => setIsCreateOrganizerOpen(true)}
          >
            <Trans>Create organizer</Trans>
          </Menu.Item>
          {supportEmail || !config.hideAboutLink ? <Menu.Divider /> : null}
          {supportEmail ? (
            <Menu.Item component="a" href={`mailto:${supportEmail}`} leftSection={<IconHelp size={16} aria-hidden />}>
              <Trans>Help: {supportEmail}</Trans>
            </Menu.Item>
          ) : null}
          {config.hideAboutLink ? null : (
            <Menu.Item
              component="a"
              href={buildPoweredByUrl({ frontendUrl: config.frontendUrl, medium: 'app', content: 'about-link' })}
              target="_blank"
              rel="noopener"
              leftSection={<IconInfoCircle size={16} aria-hidden />}
            >
              <Trans>About {productName}</Trans>
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void signOut()}
            disabled={isPending}
          >
            <Trans>Sign out</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CreateOrganizerModal opened={isCreateOrganizerOpen} onClose={() => setIsCreateOrganizerOpen(false)} />
    </>
  );
}
