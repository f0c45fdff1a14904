import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, AppShell, Box, Button, Center, Container, Group } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageMenu, LanguagePicker } from '../../components/language-picker';
import { Logo } from '../../components/logo';
import { StatusPanel } from '../../components/status-panel';
import { useCurrentUser } from '../../features/users/api/current-user';
import { UnverifiedEmailAlert } from '../../features/users/components/unverified-email-alert';
import { isApiError } from '../../lib/api-error';
import { PageLoader } from '../routes/page-loader';
import { SIGNED_IN_HOME_PATH } from '../routes/root-redirect';
import classes from './default-layout.module.css';
import { UserMenu } from './user-menu';

/** Pages that deal with the email address themselves, where the banner would only repeat them. */
const PATHS_WITHOUT_EMAIL_BANNER = ['/welcome', '/manage/profile'];

/**
 * The signed-in frame of /manage, /account and /welcome: header with logo, language, colour scheme and
 * the user's menu, and the "confirm your email" banner. Pages render only once the user is known.
 */
export function DefaultLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { data: user, error, refetch, isRefetching } = useCurrentUser();

  if (!user) {
    // A 401/403 is already on its way to the login page (the query cache's redirect); anything else can be retried.
    if (error && !(isApiError(error) && error.isAuthError)) {
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
