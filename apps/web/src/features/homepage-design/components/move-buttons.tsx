import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

/** "Move up" / "Move down" for one item of a list, named after the item for screen readers. */
export function MoveButtons(props: {
  name: string;
  index: number;
  count: number;
  onMove: (direction: 'up' | 'down') => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const { name, index, count, onMove, disabled } = props;
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t`Move ${name} up`}
        data-move="up"
        disabled={disabled || index === 0}
        onClick={() => onMove('up')}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t`Move ${name} down`}
        data-move="down"
        disabled={disabled || index === count - 1}
        onClick={() => onMove('down')}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
