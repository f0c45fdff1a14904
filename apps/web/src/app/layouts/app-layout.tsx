import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  AppShell,
  Badge,
  Box,
  Burger,
  Container,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatNumber, type TCurrentUser } from '@marquee/core';
import { Fragment, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageMenu } from '../../components/language-picker';
import { Logo } from '../../components/logo';
import { useOverlaysUpFront } from '../../lib/overlays';
import { SIGNED_IN_HOME_PATH } from '../routes/root-redirect';
import classes from './app-layout.module.css';
import defaultClasses from './default-layout.module.css';
import { UserMenu } from './user-menu';

export type TSidebarItem = {
  to: string;
  label: string;
  icon: ReactNode;
  /** Active only on this exact path (a dashboard whose path prefixes the others). */
  isExact?: boolean;
  /** Also active on these paths (the index route of an area). */
  alsoActiveOn?: string[];
  /** A count shown beside the label (orders, attendees); left out while unknown. */
  count?: number;
  /** What the count counts, shown in a tooltip on hover and keyboard focus and read out with the link. */
  countHint?: string;
};

export type TSidebarGroup = { label?: string; items: TSidebarItem[] };

function isActive(pathname: string, item: TSidebarItem): boolean {
  if (item.alsoActiveOn?.includes(pathname)) return true;
  if (item.isExact) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

function SidebarCount({ count }: { count: number }) {
  const { i18n } = useLingui();
  return (
    <Badge size="sm" variant="light" color="gray" data-testid="sidebar-count">
      {formatNumber(count, i18n.locale, { notation: 'compact' })}
    </Badge>
  );
}

/** The sidebar's links, grouped under headings; "soon" marks screens a later release fills. */
export function SidebarNav({ groups, label }: { groups: TSidebarGroup[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={label}>
      {groups.map((group, index) => (
        <Box key={group.label ?? index} mb="sm">
          {group.label ? (
            <div className={classes.groupLabel} role="presentation">
              {group.label}
            </div>
          ) : null}
          {group.items.map((item) => {
            const active = isActive(pathname, item);
            const hint = item.count !== undefined ? item.countHint : undefined;
            const hintId = `sidebar-hint-${item.to.replace(/[^A-Za-z0-9]+/g, '-')}`;
            const link = (
              <NavLink
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={item.icon}
                active={active}
                aria-current={active ? 'page' : undefined}
                aria-describedby={hint ? hintId : undefined}
                className={classes.navLink}
                rightSection={item.count !== undefined ? <SidebarCount count={item.count} /> : null}
              />
            );
            if (!hint) return <Fragment key={item.to}>{link}</Fragment>;
            return (
              <Fragment key={item.to}>
                <Tooltip
                  label={hint}
                  position="right"
                  multiline
                  w={260}
                  withArrow
                  openDelay={300}
                  events={{ hover: true, focus: true, touch: false }}
                >
                  {link}
                </Tooltip>
                <VisuallyHidden component="span" id={hintId}>
                  {hint}
                </VisuallyHidden>
              </Fragment>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

type TAppLayoutProps = {
  user: TCurrentUser;
  /** Navigation of the area (organizer or event). */
  sidebar: ReactNode;
  sidebarFooter?: ReactNode;
  /** The status pill of the organizer or event, next to the logo. */
  statusControl?: ReactNode;
  /** Buttons at the right of the top bar, before the avatar ("view public page"). */
  headerActions?: ReactNode;
  children: ReactNode;
};

/**
 * The organizer and event areas: a top bar (menu button on phones, logo, status, public page, avatar) and a
 * sidebar that stays open from 768 px and becomes a closable overlay below, closing on every navigation.
 */
export function AppLayout({ user, sidebar, sidebarFooter, statusControl, headerActions, children }: TAppLayoutProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  useOverlaysUpFront();

  useEffect(() => {
    close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={0}
    >
      <a href="#main-content" className={defaultClasses.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Burger
              opened={isNavOpen}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={isNavOpen ? t`Close navigation` : t`Open navigation`}
              aria-expanded={isNavOpen}
            />
            <Anchor
              component={Link}
              to={SIGNED_IN_HOME_PATH}
              aria-label={t`All events`}
              className={classes.logoLink}
              visibleFrom="xs"
            >
              <Logo height={26} />
            </Anchor>
            {statusControl}
          </Group>
          <Group gap={6} wrap="nowrap">
            {headerActions}
            <Box visibleFrom="sm">
              <LanguageMenu />
            </Box>
            <Box visibleFrom="xs">
              <ColorSchemeToggle />
            </Box>
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar}>
        <AppShell.Section grow component={ScrollArea} p="sm">
          {sidebar}
        </AppShell.Section>
        {sidebarFooter ? <AppShell.Section p="sm">{sidebarFooter}</AppShell.Section> : null}
      </AppShell.Navbar>
      <AppShell.Main className={classes.main} id="main-content" tabIndex={-1}>
        <Container size="xl" px={{ base: 'sm', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">{children}</Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
