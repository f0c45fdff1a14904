import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TApiKey } from '@marquee/core';
import { IconTrash } from '@tabler/icons-react';
import { DateTimeCell } from '../../../components/data-list/list-cells';
import type { TListColumn } from '../../../components/data-list/list-table';
import { formatDateTime, formatRelativeTime } from '../../../lib/dates';
import { useRoleLabel } from '../../users';

const isExpired = (key: TApiKey, now = Date.now()) =>
  key.expires_at !== null && new Date(key.expires_at).getTime() <= now;

function ExpiresCell({ apiKey }: { apiKey: TApiKey }) {
  if (!apiKey.expires_at) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Never</Trans>
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <DateTimeCell iso={apiKey.expires_at} />
      {isExpired(apiKey) ? (
        <Badge color="red" variant="light" size="sm">
          <Trans>Expired</Trans>
        </Badge>
      ) : null}
    </Group>
  );
}

function LastUsedCell({ iso }: { iso: string | null }) {
  const { i18n } = useLingui();
  if (!iso) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Never</Trans>
      </Text>
    );
  }
  return (
    <Tooltip label={formatDateTime(iso, i18n.locale)} withArrow>
      <Text size="sm" component="time" dateTime={iso}>
        {formatRelativeTime(iso, i18n.locale)}
      </Text>
    </Tooltip>
  );
}

/** The name with its key's first characters; on phones the role and expiry too. */
function NameCell({ apiKey }: { apiKey: TApiKey }) {
  const roleLabel = useRoleLabel();
  const creator = apiKey.created_by?.name;
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {apiKey.name}
      </Text>
      <Code fz="xs" w="fit-content">
        {apiKey.key_hint}…
      </Code>
      {creator ? (
        <Text size="xs" c="dimmed">
          <Trans>Created by {creator}</Trans>
        </Text>
      ) : null}
      <Group gap={6} hiddenFrom="sm" mt={4}>
        <Badge variant="light" color={apiKey.role === 'ADMIN' ? 'grape' : 'blue'}>
          {roleLabel(apiKey.role)}
        </Badge>
        {isExpired(apiKey) ? (
          <Badge color="red" variant="light">
            <Trans>Expired</Trans>
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}

export function useApiKeyListColumns(onRevoke: (key: TApiKey) => void): TListColumn<TApiKey>[] {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  return [
    { key: 'name', sortKey: 'name', header: t`Name`, cell: (key) => <NameCell apiKey={key} /> },
    {
      key: 'role',
      header: t`Role`,
      visibleFrom: 'sm',
      cell: (key) => (
        <Badge variant="light" color={key.role === 'ADMIN' ? 'grape' : 'blue'}>
          {roleLabel(key.role)}
        </Badge>
      ),
    },
    {
      key: 'created',
      sortKey: 'created_at',
      defaultDirection: 'desc',
      header: t`Created`,
      visibleFrom: 'md',
      cell: (key) => <DateTimeCell iso={key.created_at} />,
    },
    {
      key: 'expires',
      sortKey: 'expires_at',
      header: t`Expires`,
      visibleFrom: 'sm',
      cell: (key) => <ExpiresCell apiKey={key} />,
    },
    {
      key: 'last_used',
      sortKey: 'last_used_at',
      defaultDirection: 'desc',
      header: t`Last used`,
      visibleFrom: 'md',
      cell: (key) => <LastUsedCell iso={key.last_used_at} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
      cellProps: { w: 1 },
      cell: (key) => <RevokeButton apiKey={key} onRevoke={onRevoke} />,
    },
  ];
}

function RevokeButton({ apiKey, onRevoke }: { apiKey: TApiKey; onRevoke: (key: TApiKey) => void }) {
  const { t } = useLingui();
  const name = apiKey.name;
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      leftSection={<IconTrash size={14} aria-hidden />}
      aria-label={t`Revoke ${name}`}
      onClick={() => onRevoke(apiKey)}
    >
      <Trans>Revoke</Trans>
    </Button>
  );
}
