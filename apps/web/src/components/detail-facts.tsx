import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a detail drawer (an order's, an attendee's). */
export function DetailSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** One labelled value of a detail drawer; long values (emails, addresses) wrap instead of overflowing. */
export function DetailFact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
