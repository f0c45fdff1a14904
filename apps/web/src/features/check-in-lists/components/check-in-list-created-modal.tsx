import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import type { TCheckInList } from '@marquee/core';
import { IconCopy, IconExternalLink, IconQrcode } from '@tabler/icons-react';
import { copyLink } from '../../event-resources';
import { checkInListUrl } from '../lib/check-in-list-state';

/** After creating a list: the link to hand to door staff, to copy or open. */
export function CheckInListCreatedModal({ list, onClose }: { list: TCheckInList | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = list?.name ?? '';
  return (
    <Modal opened={list !== null} onClose={onClose} centered title={t`${name} is ready`}>
      {list ? <CreatedLink url={checkInListUrl(list.short_id)} onClose={onClose} /> : null}
    </Modal>
  );
}

function CreatedLink({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useLingui();
  const copy = () => void copyLink(url, t`Copied`);
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" color="teal" aria-hidden>
          <IconQrcode size={22} />
        </ThemeIcon>
        <Text size="sm">
          <Trans>
            Send this link to your door staff. They open it on any phone or laptop, without an account, and check
            attendees in by name or by scanning their tickets. Anyone with the link can check people in, so share it
            only with your team.
          </Trans>
        </Text>
      </Group>
      <TextInput
        label={t`Check-in link`}
        value={url}
        readOnly
        data-testid="check-in-list-url"
        onFocus={(event) => event.currentTarget.select()}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
          <Trans>Copy link</Trans>
        </Button>
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noopener"
          variant="default"
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          <Trans>Open check-in page</Trans>
        </Button>
      </SimpleGrid>
      <Button onClick={onClose}>
        <Trans>Done</Trans>
      </Button>
    </Stack>
  );
}
