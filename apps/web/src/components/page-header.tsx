import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title takes the room; actions wrap below it once it would be narrower than 16rem. */
const TITLE_FLEX = '1 1 16rem';

type TPageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right; they wrap below the title on narrow screens. */
  actions?: ReactNode;
};

/** The heading of a signed-in page: one h1, an optional line of context, and the page's main actions. */
export function PageHeader({ title, description, actions }: TPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg">
      <Stack gap={4} miw={0} style={{ flex: TITLE_FLEX }}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
