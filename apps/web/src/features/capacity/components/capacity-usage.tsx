import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatNumber, type TCapacityAssignment } from '@marquee/core';

/** "120 / 500 · 24 %" with a bar; unlimited assignments only count. */
export function CapacityUsage({ assignment }: { assignment: TCapacityAssignment }) {
  const { i18n } = useLingui();
  const used = formatNumber(assignment.used_capacity, i18n.locale);
  if (assignment.capacity === null) {
    return (
      <Text size="sm" data-testid="capacity-usage">
        <Trans>{used} sold · no limit</Trans>
      </Text>
    );
  }
  const capacity = formatNumber(assignment.capacity, i18n.locale);
  const percentage = assignment.percentage_used ?? 0;
  const percent = formatNumber(percentage, i18n.locale, { maximumFractionDigits: 1 });
  const color = percentage > 80 ? 'red' : percentage > 50 ? 'yellow' : 'green';
  return (
    <Stack gap={4} miw={140}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" data-testid="capacity-usage">
          {used} / {capacity}
        </Text>
        <Text size="xs" c="dimmed">
          {percent} %
        </Text>
      </Group>
      <Progress value={Math.min(percentage, 100)} color={color} size="sm" aria-hidden />
    </Stack>
  );
}
