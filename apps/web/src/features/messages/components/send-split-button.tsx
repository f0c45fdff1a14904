import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconFlask, IconSend } from '@tabler/icons-react';

/** A thin line between the two halves of the button. */
const SEPARATOR = '1px solid var(--mantine-color-body)';

type TProps = {
  isScheduled: boolean;
  isSending: boolean;
  isTesting: boolean;
  sendCopy: boolean;
  onSendCopyChange: (sendCopy: boolean) => void;
  onSendTest: () => void;
};

/** The form's submit button ("Send" or "Schedule") with a menu for a test to oneself and a copy to oneself. */
export function SendSplitButton({ isScheduled, isSending, isTesting, sendCopy, onSendCopyChange, onSendTest }: TProps) {
  const { t } = useLingui();
  const isBusy = isSending || isTesting;
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        type="submit"
        loading={isSending}
        disabled={isTesting}
        leftSection={<IconSend size={16} aria-hidden />}
        style={{ borderStartEndRadius: 0, borderEndEndRadius: 0 }}
      >
        {isScheduled ? <Trans context="send later">Schedule</Trans> : <Trans>Send</Trans>}
      </Button>
      <Menu position="top-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon
            size={36}
            variant="filled"
            aria-label={t`More send options`}
            loading={isTesting}
            disabled={isSending}
            style={{
              borderStartStartRadius: 0,
              borderEndStartRadius: 0,
              borderInlineStart: SEPARATOR,
            }}
          >
            <IconChevronDown size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFlask size={16} aria-hidden />} disabled={isBusy} onClick={onSendTest}>
            <Trans>Send as a test (to me only)</Trans>
          </Menu.Item>
          <Menu.Divider />
          <Menu.CheckboxItem checked={sendCopy} onChange={onSendCopyChange}>
            <Trans>Send me a copy</Trans>
          </Menu.CheckboxItem>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
