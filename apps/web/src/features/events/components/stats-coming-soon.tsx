import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCash,
  IconChartLine,
  IconEye,
  IconReceipt,
  IconReceiptTax,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Where sales figures will be. Orders arrive with checkout (issue 6): until then the tiles name what they will
 * count instead of showing zeros that look like real results.
 */
export function StatsComingSoon({ scope }: { scope: 'event' | 'organizer' }) {
  const { t } = useLingui();
  const tiles: { label: string; icon: ReactNode }[] = [
    { label: t`Gross sales`, icon: <IconCash size={18} /> },
    { label: t`Orders`, icon: <IconReceipt size={18} /> },
    { label: t`Tickets sold`, icon: <IconTicket size={18} /> },
    { label: t`Attendees`, icon: <IconUsers size={18} /> },
    { label: t`Taxes and fees`, icon: <IconReceiptTax size={18} /> },
    { label: t`Page views`, icon: <IconEye size={18} /> },
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="stats-coming-soon">
      <Group justify="space-between" gap="xs" mb="md">
        <Group gap="xs">
          <ThemeIcon variant="light" radius="xl" aria-hidden>
            <IconChartLine size={18} />
          </ThemeIcon>
          <Title order={2} fz={18}>
            <Trans>Sales at a glance</Trans>
          </Title>
        </Group>
        <Badge variant="light" color="grape">
          <Trans>Coming soon</Trans>
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {tiles.map((tile) => (
          <Paper key={tile.label} radius="md" p="sm" bg="var(--mantine-color-default-hover)">
            <Group gap={6} wrap="nowrap">
              <ThemeIcon variant="transparent" color="gray" size="sm" aria-hidden>
                {tile.icon}
              </ThemeIcon>
              <Text size="sm" fw={600} truncate>
                {tile.label}
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Stack gap={2} mt="md">
        <Text size="sm" c="dimmed">
          {scope === 'event' ? (
            <Trans>
              Once checkout is live, this dashboard counts this event's orders, tickets, attendees, revenue and page
              views, with daily charts.
            </Trans>
          ) : (
            <Trans>
              Once checkout is live, this dashboard adds up sales, orders and attendees across this organizer's events,
              per currency.
            </Trans>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
