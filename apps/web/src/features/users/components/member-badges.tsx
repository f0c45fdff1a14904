import { Badge } from '@mantine/core';
import type { TUserRole, TUserStatus } from '@marquee/core';
import { useRoleLabel, useStatusLabel } from '../hooks/use-role-label';

const STATUS_COLORS: Record<TUserStatus, string> = { ACTIVE: 'teal', INVITED: 'blue', INACTIVE: 'gray' };

export function MemberStatusBadge({ status }: { status: TUserStatus }) {
  const statusLabel = useStatusLabel();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} radius="sm">
      {statusLabel(status)}
    </Badge>
  );
}

export function MemberRoleBadge({ role }: { role: TUserRole }) {
  const roleLabel = useRoleLabel();
  return (
    <Badge variant="outline" color={role === 'ADMIN' ? 'primary' : 'gray'} radius="sm">
      {roleLabel(role)}
    </Badge>
  );
}
