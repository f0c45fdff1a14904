import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, Divider, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3, IconRestore } from '@tabler/icons-react';
import { useId } from 'react';
import type { TColumnVisibility } from './use-column-visibility';

type TListColumnsMenuProps = Pick<TColumnVisibility, 'toggles' | 'isDefault' | 'setVisible' | 'reset'>;

/**
 * The "Columns" button of a back-office list: a checkbox per column a person may hide and a reset to the
 * list's defaults. A popover of real checkboxes (not menu items) so each one's state is announced and Tab,
 * Space and Escape work as everywhere else.
 */
export function ListColumnsMenu({ toggles, isDefault, setVisible, reset }: TListColumnsMenuProps) {
  const headingId = useId();
  return (
    <Popover position="bottom-end" shadow="md" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={16} aria-hidden />} style={{ flexShrink: 0 }}>
          <Trans>Columns</Trans>
        </Button>
      </Popover.Target>
      <Popover.Dropdown miw={200} data-testid="list-columns-menu">
        <Stack gap="xs" role="group" aria-labelledby={headingId}>
          <Text id={headingId} size="xs" fw={700} c="dimmed" tt="uppercase">
            <Trans>Shown columns</Trans>
          </Text>
          {toggles.map((toggle) => (
            <Checkbox
              key={toggle.key}
              label={toggle.label}
              checked={toggle.isVisible}
              onChange={(event) => setVisible(toggle.key, event.currentTarget.checked)}
            />
          ))}
        </Stack>
        <Divider my="sm" />
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRestore size={14} aria-hidden />}
          disabled={isDefault}
          onClick={reset}
        >
          <Trans>Reset to default</Trans>
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
