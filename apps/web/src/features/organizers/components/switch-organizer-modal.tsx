import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Collapse, Group, Modal, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TOrganizer } from '@marquee/core';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { STATUS_COLORS, useEventLabels } from '../../events';
import { useOrganizers } from '../api/organizers';
import { CreateOrganizerModal } from './create-organizer-modal';
import { OrganizerAvatar } from './organizer-avatar';

const ROW_BORDER = '1px solid var(--mantine-color-default-border)';

function OrganizerRow({
  organizer,
  isCurrent,
  onPick,
}: {
  organizer: TOrganizer;
  isCurrent: boolean;
  onPick: () => void;
}) {
  const labels = useEventLabels();
  return (
    <UnstyledButton
      onClick={onPick}
      aria-current={isCurrent ? 'true' : undefined}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: ROW_BORDER,
        backgroundColor: isCurrent ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <OrganizerAvatar organizer={organizer} size={36} />
        <Text fw={700} truncate style={{ flex: 1 }}>
          {organizer.name}
        </Text>
        <Badge variant="light" color={STATUS_COLORS[organizer.status]} size="sm">
          {labels.status(organizer.status)}
        </Badge>
      </Group>
    </UnstyledButton>
  );
}

/** Reference §1 Switch Organizer: the active ones, a way to create another, and the archived ones folded away. */
export function SwitchOrganizerModal({
  opened,
  onClose,
  currentId,
}: {
  opened: boolean;
  onClose: () => void;
  currentId?: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const organizers = useOrganizers();
  const [isArchivedOpen, { toggle }] = useDisclosure(false);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const all = organizers.data?.data ?? [];
  const active = all.filter((organizer) => organizer.status !== 'ARCHIVED');
  const archived = all.filter((organizer) => organizer.status === 'ARCHIVED');
  const archivedCount = archived.length;

  function pick(organizer: TOrganizer) {
    onClose();
    void navigate(`/manage/organizer/${organizer.id}/dashboard`);
  }

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={t`Switch organizer`} centered>
        {organizers.isError ? (
          <LoadError
            withPaper={false}
            title={<Trans>We couldn't load your organizers</Trans>}
            error={organizers.error}
            onRetry={() => void organizers.refetch()}
          />
        ) : organizers.isPending ? (
          <Stack gap="xs">
            <Skeleton h={54} />
            <Skeleton h={54} />
          </Stack>
        ) : (
          <Stack gap="xs">
            {active.map((organizer) => (
              <OrganizerRow
                key={organizer.id}
                organizer={organizer}
                isCurrent={organizer.id === currentId}
                onPick={() => pick(organizer)}
              />
            ))}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => {
                onClose();
                setIsCreateOpen(true);
              }}
            >
              <Trans>Create organizer</Trans>
            </Button>
            {archivedCount > 0 ? (
              <>
                <Button
                  variant="subtle"
                  color="gray"
                  onClick={toggle}
                  aria-expanded={isArchivedOpen}
                  leftSection={
                    isArchivedOpen ? (
                      <IconChevronDown size={16} aria-hidden />
                    ) : (
                      <IconChevronRight size={16} aria-hidden />
                    )
                  }
                  justify="flex-start"
                >
                  <Trans>Archived ({archivedCount})</Trans>
                </Button>
                <Collapse expanded={isArchivedOpen}>
                  <Stack gap="xs">
                    {archived.map((organizer) => (
                      <OrganizerRow
                        key={organizer.id}
                        organizer={organizer}
                        isCurrent={organizer.id === currentId}
                        onPick={() => pick(organizer)}
                      />
                    ))}
                  </Stack>
                </Collapse>
              </>
            ) : null}
          </Stack>
        )}
      </Modal>
      <CreateOrganizerModal opened={isCreateOpen} onClose={() => setIsCreateOpen(false)} />
    </>
  );
}
