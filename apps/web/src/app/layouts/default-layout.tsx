import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, AppShell, Box, Container, Group } from '@mantine/core';
import type { TCurrentUser } from '@marquee/core';
import { Link, Outlet, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageMenu, LanguagePicker } from '../../components/language-picker';
import { Logo } from '../../components/logo';
import { UnverifiedEmailAlert } from '../../features/users';
import { SIGNED_IN_HOME_PATH } from '../routes/root-redirect';
import classes from './default-layout.module.css';
import { SignedInGate } from './signed-in-gate';
import { UserMenu } from './user-menu';

/** Pages that deal with the email address themselves, where the banner would only repeat them. */
const PATHS_WITHOUT_EMAIL_BANNER = ['/welcome', '/manage/profile'];

/**
 * The signed-in frame of /manage, /account and /welcome: header with logo, language, colour scheme and
 * the user's menu, and the "confirm your email" banner. Pages render only once the user is known.
 */
export function DefaultLayout() {
  return <SignedInGate>{(user) => <DefaultFrame user={user} />}</SignedInGate>;
}

function DefaultFrame({ user }: { user: TCurrentUser }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const isBannerShown =
    !user.is_email_verified && !PATHS_WITHOUT_EMAIL_BANNER.some((path) => pathname.startsWith(path));

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <a href="#main-content" className={classes.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={Link} to={SIGNED_IN_HOME_PATH} aria-label={t`Events`} className={classes.logoLink}>
            <Logo height={28} />
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="sm">
              <LanguagePicker w={170} />
            </Box>
            <Box hiddenFrom="sm">
              <LanguageMenu />
            </Box>
            <ColorSchemeToggle />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main className={classes.main} id="main-content" tabIndex={-1}>
        {isBannerShown ? <UnverifiedEmailAlert user={user} variant="banner" /> : null}
        <Container size="lg" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 'xl' }}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
