import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';

/**
 * A small "i" button whose tooltip explains the figure beside it. The button takes focus, so keyboard users get
 * the tooltip too; screen readers hear the explanation as its description; a tap shows it on touch screens.
 */
export function InfoTip({ label, children, testId }: { label: string; children: string; testId?: string }) {
  const descriptionId = useId();
  return (
    <>
      <Tooltip label={children} withArrow multiline maw={280} events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xs"
          radius="xl"
          aria-label={label}
          aria-describedby={descriptionId}
          data-testid={testId}
          style={{ cursor: 'help', flexShrink: 0, verticalAlign: 'middle' }}
        >
          <IconInfoCircle size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden component="span" id={descriptionId}>
        {children}
      </VisuallyHidden>
    </>
  );
}
