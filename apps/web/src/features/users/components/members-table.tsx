import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Skeleton, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TAccountMember } from '@marquee/core';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDateTime, formatRelativeTime } from '../../../lib/dates';
import { MemberActionsMenu } from './member-actions-menu';
import { MemberRoleBadge, MemberStatusBadge } from './member-badges';

type TMembersTableProps = {
  members: TAccountMember[] | undefined;
  currentUserId: string;
  onEdit: (member: TAccountMember) => void;
};

const SKELETON_ROWS = 4;

/** The team as a table; on phones the role, status and last sign-in fold into the member cell. */
export function MembersTable({ members, currentUserId, onEdit }: TMembersTableProps) {
  const { t } = useLingui();
  return (
    <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-busy={members ? undefined : true}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Member</Trans>
          </Table.Th>
          <Table.Th visibleFrom="sm">
            <Trans>Role</Trans>
          </Table.Th>
          <Table.Th visibleFrom="sm">
            <Trans>Status</Trans>
          </Table.Th>
          <Table.Th visibleFrom="md">
            <Trans>Last sign-in</Trans>
          </Table.Th>
          <Table.Th w={56}>
            <VisuallyHidden>{t`Actions`}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members
          ? members.map((member) => (
              <MemberRow key={member.id} member={member} isYou={member.id === currentUserId} onEdit={onEdit} />
            ))
          : Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Skeleton circle h={38} />
                    <Stack gap={6} style={{ flex: 1 }}>
                      <Skeleton h={12} w="50%" />
                      <Skeleton h={10} w="70%" />
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Skeleton h={18} w={90} />
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Skeleton h={18} w={70} />
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Skeleton h={12} w={80} />
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            ))}
      </Table.Tbody>
    </Table>
  );
}

function MemberRow({
  member,
  isYou,
  onEdit,
}: {
  member: TAccountMember;
  isYou: boolean;
  onEdit: TMembersTableProps['onEdit'];
}) {
  const { i18n } = useLingui();
  const name = member.full_name || member.email;
  const lastLogin = member.last_login_at ? (
    <Tooltip label={formatDateTime(member.last_login_at, i18n.locale)} withArrow>
      <Text size="sm" component="span">
        {formatRelativeTime(member.last_login_at, i18n.locale)}
      </Text>
    </Tooltip>
  ) : (
    <Text size="sm" c="dimmed" component="span">
      <Trans>Never</Trans>
    </Text>
  );
  return (
    <Table.Tr data-testid={`member-row-${member.email}`}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={name} size={38} />
          <Stack gap={2} miw={0}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={700} truncate>
                {name}
              </Text>
              {isYou ? (
                <Badge size="xs" variant="light" color="gray">
                  <Trans>You</Trans>
                </Badge>
              ) : null}
              {member.is_account_owner ? (
                <Badge size="xs" variant="light" color="secondary">
                  <Trans>Owner</Trans>
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {member.email}
            </Text>
            <Group gap={6} hiddenFrom="sm" mt={4}>
              <MemberRoleBadge role={member.role} />
              <MemberStatusBadge status={member.status} />
            </Group>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <MemberRoleBadge role={member.role} />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <MemberStatusBadge status={member.status} />
      </Table.Td>
      <Table.Td visibleFrom="md">{lastLogin}</Table.Td>
      <Table.Td>
        <MemberActionsMenu member={member} onEdit={onEdit} />
      </Table.Td>
    </Table.Tr>
  );
}
