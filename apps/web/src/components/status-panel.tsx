import { Stack, Text, ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

type TStatusPanelProps = {
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links that lead on from here. */
  actions?: ReactNode;
  color?: MantineColor;
  /** Heading level: 1 when the panel is the whole page. */
  order?: 1 | 2;
};

/** A centred outcome: "check your inbox", "this link has expired", "you don't have access". */
export function StatusPanel({ icon, title, children, actions, color, order = 1 }: TStatusPanelProps) {
  return (
    <Stack align="center" ta="center" gap="md" py="md">
      <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={order} fz={{ base: 22, sm: 24 }}>
        {title}
      </Title>
      {children ? (
        <Text c="dimmed" component="div" maw={440}>
          {children}
        </Text>
      ) : null}
      {actions ? (
        <Stack gap="xs" w="100%" maw={320} mt="xs">
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
