import { useLingui } from '@lingui/react/macro';
import { Button, Menu, Text, type MantineColor } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type TStatusOption = {
  key: string;
  label: string;
  description?: string;
  icon: ReactNode;
  color?: MantineColor;
  onSelect: () => void;
};

type TStatusMenuProps = {
  /** What the thing is now ("Draft"), shown on the pill. */
  label: string;
  color: MantineColor;
  /** Which thing: "Event status", read by screen readers with the label. */
  name: string;
  options: TStatusOption[];
  isPending?: boolean;
};

/** The status pill of the top bar: shows the current status, and opens the changes allowed from it. */
export function StatusMenu({ label, color, name, options, isPending = false }: TStatusMenuProps) {
  const { t } = useLingui();
  return (
    <Menu position="bottom-start" shadow="md" width={280} disabled={options.length === 0}>
      <Menu.Target>
        <Button
          size="compact-sm"
          radius="xl"
          variant="light"
          color={color}
          loading={isPending}
          rightSection={options.length > 0 ? <IconChevronDown size={14} aria-hidden /> : null}
          aria-label={t`${name}: ${label}. Change status`}
          leftSection={
            <span
              aria-hidden
              style={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                backgroundColor: 'currentColor',
                display: 'inline-block',
              }}
            />
          }
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((option) => (
          <Menu.Item key={option.key} leftSection={option.icon} color={option.color} onClick={option.onSelect}>
            <Text size="sm" fw={700} c={option.color}>
              {option.label}
            </Text>
            {option.description ? (
              <Text size="xs" c="dimmed">
                {option.description}
              </Text>
            ) : null}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
