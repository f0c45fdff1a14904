import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TAccountChoice } from '@marquee/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useRoleLabel } from '../../users';
import classes from './account-chooser-modal.module.css';

type TAccountChooserModalProps = {
  accounts: TAccountChoice[] | null;
  /** The account being opened, while its sign-in is on its way. */
  pendingAccountId: string | null;
  onChoose: (accountId: string) => void;
};

/**
 * Someone who belongs to several accounts picks the one to open. There is no session until they do,
 * so the chooser cannot be dismissed.
 */
export function AccountChooserModal({ accounts, pendingAccountId, onChoose }: TAccountChooserModalProps) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  return (
    <Modal
      opened={accounts !== null}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t`Choose an account`}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>Your email belongs to more than one account. Which one do you want to open?</Trans>
        </Text>
        <Stack gap="xs">
          {(accounts ?? []).map((account, index) => (
            <UnstyledButton
              key={account.id}
              className={classes.choice}
              onClick={() => onChoose(account.id)}
              disabled={pendingAccountId !== null}
              data-autofocus={index === 0 ? true : undefined}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0}>
                  <Text fw={700} truncate>
                    {account.name}
                  </Text>
                  <Badge size="sm" variant="light" color={account.role === 'ADMIN' ? 'primary' : 'gray'}>
                    {roleLabel(account.role)}
                  </Badge>
                </Stack>
                {pendingAccountId === account.id ? <Loader size="sm" /> : <IconChevronRight size={18} aria-hidden />}
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
