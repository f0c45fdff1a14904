import { Button, Popover, type ButtonProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useMessagingGate } from '../hooks/use-messaging-gate';
import { MessagingBlockedNotice } from './messaging-blocked-notice';

type TProps = Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> & {
  children: ReactNode;
  leftSection?: ReactNode;
  /** Opens the compose modal (kept by the screen, so it outlives this button). */
  onOpen: () => void;
};

/**
 * The way into the compose modal. While the account may not send messages it says why instead (a popover
 * with the way to unblock it), so nobody writes a message that cannot go.
 */
export function ComposeMessageButton({ children, leftSection, onOpen, ...buttonProps }: TProps) {
  const titleId = useId();
  const gate = useMessagingGate();
  const [isExplaining, setIsExplaining] = useState(false);
  if (!gate.isBlocked) {
    return (
      <Button {...buttonProps} leftSection={leftSection} aria-haspopup="dialog" onClick={onOpen}>
        {children}
      </Button>
    );
  }
  return (
    <Popover
      opened={isExplaining}
      onChange={setIsExplaining}
      width={340}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
    >
      <Popover.Target>
        <Button
          {...buttonProps}
          leftSection={<IconLock size={16} aria-hidden />}
          aria-haspopup="dialog"
          onClick={() => setIsExplaining((current) => !current)}
        >
          {children}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-labelledby={titleId}>
        <MessagingBlockedNotice user={gate.user} titleId={titleId} />
      </Popover.Dropdown>
    </Popover>
  );
}
