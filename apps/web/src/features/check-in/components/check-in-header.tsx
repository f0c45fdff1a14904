import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { TPublicCheckInList } from '@marquee/core';
import { IconInfoCircle, IconVolume, IconVolumeOff, IconWifiOff } from '@tabler/icons-react';

type TCheckInHeaderProps = {
  list: TPublicCheckInList;
  isOnline: boolean;
  isSoundOn: boolean;
  onToggleSound: () => void;
  onOpenInfo: () => void;
};

/** The event and list names, how far the door has got, and the device's switches (sound, list info). */
export function CheckInHeader({ list, isOnline, isSoundOn, onToggleSound, onOpenInfo }: TCheckInHeaderProps) {
  const { t } = useLingui();
  const checkedIn = list.checked_in_attendees;
  const total = list.total_attendees;
  const percent = total > 0 ? Math.round((checkedIn / total) * 100) : 0;
  const soundLabel = isSoundOn ? t`Turn sound off` : t`Turn sound on`;
  return (
    <Stack gap="xs" component="header">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Title order={1} fz={{ base: 20, sm: 24 }} lineClamp={2}>
            {list.event.title}
          </Title>
          <Text c="dimmed" fz="sm" truncate>
            {list.name}
          </Text>
        </Stack>
        <Group gap={6} wrap="nowrap">
          {!isOnline && (
            <Badge color="red" variant="filled" leftSection={<IconWifiOff size={14} aria-hidden />} role="status">
              <Trans>Offline</Trans>
            </Badge>
          )}
          {/* Native titles, not Mantine tooltips: the floating-ui code stays off the door page's first load. */}
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onToggleSound}
            aria-label={t`Sound`}
            aria-pressed={isSoundOn}
            title={soundLabel}
          >
            {isSoundOn ? <IconVolume size={20} aria-hidden /> : <IconVolumeOff size={20} aria-hidden />}
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onOpenInfo}
            aria-label={t`About this list`}
            title={t`About this list`}
          >
            <IconInfoCircle size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Progress value={percent} flex={1} size="sm" aria-hidden />
        <Text fz="sm" fw={600} data-testid="check-in-progress" style={{ whiteSpace: 'nowrap' }}>
          <Trans>
            {checkedIn} / {total} checked in
          </Trans>
        </Text>
      </Group>
    </Stack>
  );
}
