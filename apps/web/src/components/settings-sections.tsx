import { useLingui } from '@lingui/react/macro';
import { Box, Button, Group, NavLink, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

export type TSettingsSectionLink = { id: string; label: string; icon: ReactNode };

/** Room for the sticky app header above a section that was scrolled to. */
const HEADER_OFFSET = 76;
const NAV_WIDTH = 220;

/** The section whose top is nearest above the header line is the one being read. */
function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  useEffect(() => {
    const update = () => {
      let current = ids[0] ?? null;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top - HEADER_OFFSET - 40 <= 0) current = id;
      }
      // At the very bottom the last section is the one in view, however short it is.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4)
        current = ids.at(-1) ?? null;
      setActive(current);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [ids]);
  return active;
}

/**
 * A long settings page split into sections, each saved on its own: a sticky menu of sections beside them
 * (a scrollable row of buttons on phones), kept in sync with the URL hash so a link opens the right section.
 */
export function SettingsSectionsLayout({
  sections,
  children,
}: {
  sections: TSettingsSectionLink[];
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const ids = sections.map((section) => section.id);
  const active = useActiveSection(ids);

  // Arriving with #section (a link from the checklist, a reload) scrolls to it once the page has content.
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }), 50);
    return () => window.clearTimeout(timer);
  }, [hash]);

  function go(id: string) {
    void navigate({ hash: id }, { replace: true, preventScrollReset: true });
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Keyboard users continue inside the section they chose.
    document.getElementById(`${id}-heading`)?.focus({ preventScroll: true });
  }

  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Box
        component="nav"
        aria-label={t`Sections`}
        visibleFrom="md"
        w={NAV_WIDTH}
        style={{ position: 'sticky', top: HEADER_OFFSET, flexShrink: 0 }}
      >
        {sections.map((section) => (
          <NavLink
            key={section.id}
            component="a"
            href={`#${section.id}`}
            label={section.label}
            leftSection={section.icon}
            active={active === section.id}
            aria-current={active === section.id ? 'location' : undefined}
            onClick={(event) => {
              event.preventDefault();
              go(section.id);
            }}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ))}
      </Box>
      <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
        <ScrollArea hiddenFrom="md" type="never" aria-label={t`Sections`} component="nav">
          <Group gap={6} wrap="nowrap" pb={4} w="max-content">
            {sections.map((section) => (
              <Button
                key={section.id}
                size="compact-sm"
                radius="xl"
                variant={active === section.id ? 'light' : 'default'}
                leftSection={section.icon}
                onClick={() => go(section.id)}
                style={{ flexShrink: 0 }}
              >
                {section.label}
              </Button>
            ))}
          </Group>
        </ScrollArea>
        {children}
      </Stack>
    </Group>
  );
}

type TSettingsSectionProps = {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** A red frame for the danger zone. */
  isDanger?: boolean;
};

/** One section of a settings page: a titled card, reachable by its id. */
export function SettingsSection({ id, title, description, children, isDanger = false }: TSettingsSectionProps) {
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={{
        scrollMarginTop: HEADER_OFFSET,
        borderColor: isDanger ? 'var(--mantine-color-red-4)' : undefined,
      }}
    >
      <Stack gap={4} mb="lg">
        <Title order={2} fz={{ base: 18, sm: 20 }} id={`${id}-heading`} tabIndex={-1} c={isDanger ? 'red' : undefined}>
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}
