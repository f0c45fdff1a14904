import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Center, Group, Paper, Stack } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguagePicker } from '../../components/language-picker';
import { Logo } from '../../components/logo';
import backdrop from '../../components/page-backdrop.module.css';
import { useOverlaysUpFront } from '../../lib/overlays';
import classes from './auth-layout.module.css';

/** Sign-in and other account-access pages: logo, language and colour scheme, one centred card. */
export function AuthLayout() {
  const { t } = useLingui();
  useOverlaysUpFront();
  return (
    <Box className={`${backdrop.backdrop} ${classes.page}`}>
      <Group component="header" justify="space-between" wrap="nowrap" gap="sm" p={{ base: 'sm', sm: 'lg' }}>
        <Anchor component={Link} to="/" aria-label={t`Home`} className={classes.logoLink}>
          <Logo height={30} />
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <LanguagePicker w={{ base: 150, xs: 190 }} />
          <ColorSchemeToggle />
        </Group>
      </Group>
      <Center component="main" className={classes.main} px="md">
        <Stack w="100%" maw={420}>
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
