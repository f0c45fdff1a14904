import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { MAX_WAITLIST_OFFER_COUNT } from '@marquee/core';
import { IconSend } from '@tabler/icons-react';

type TWaitlistSelectionBarProps = {
  count: number;
  isPending: boolean;
  onClear: () => void;
  onOffer: () => void;
};

/** Above the table while entries are chosen: how many, and "Offer selected" (50 at most per request). */
export function WaitlistSelectionBar({ count, isPending, onClear, onOffer }: TWaitlistSelectionBarProps) {
  const isTooMany = count > MAX_WAITLIST_OFFER_COUNT;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="waitlist-selection">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0}>
          <Text size="sm" fw={600} aria-live="polite">
            {plural(count, { one: '# person selected', other: '# people selected' })}
          </Text>
          {isTooMany ? (
            <Text size="xs" c="orange.8">
              <Trans>Offer to at most {MAX_WAITLIST_OFFER_COUNT} people at a time.</Trans>
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Button variant="subtle" color="gray" size="xs" onClick={onClear}>
            <Trans>Clear selection</Trans>
          </Button>
          <Button
            size="xs"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={isPending}
            disabled={isTooMany}
            onClick={onOffer}
          >
            <Trans>Offer selected</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
