import { Trans } from '@lingui/react/macro';
import { Badge, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type TComingSoonPanelProps = {
  icon: ReactNode;
  title: ReactNode;
  /** What the screen will do, in a sentence. */
  description: ReactNode;
  /** A few concrete things people will be able to do here. */
  features?: ReactNode[];
  /** Heading level: 1 when the panel is the page itself. */
  order?: 1 | 2;
};

/** A screen that a later release fills: says what it will do instead of showing a blank page or fake numbers. */
export function ComingSoonPanel({ icon, title, description, features = [], order = 1 }: TComingSoonPanelProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="coming-soon">
      <Stack align="center" ta="center" gap="md" maw={560} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Badge variant="light" color="grape">
          <Trans>Coming soon</Trans>
        </Badge>
        <Title order={order} fz={{ base: 22, sm: 24 }}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {features.length > 0 ? (
          <List
            ta="left"
            spacing="xs"
            size="sm"
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" color="teal" aria-hidden>
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {features.map((feature, index) => (
              <List.Item key={index}>{feature}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}
