import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { TUserRole, TUserStatus } from '@marquee/core';

const ROLE_LABELS = {
  ADMIN: msg`Administrator`,
  ORGANIZER: msg({ message: 'Organizer', context: 'user role' }),
} as const;

const ROLE_DESCRIPTIONS = {
  ADMIN: msg`Everything, including the team, account settings and payments.`,
  ORGANIZER: msg`Organizers and events, with their tickets, orders and attendees.`,
} as const;

const STATUS_LABELS = {
  ACTIVE: msg`Active`,
  INVITED: msg`Invited`,
  INACTIVE: msg`Deactivated`,
} as const;

/** Role names as people read them, in the active language. */
export function useRoleLabel() {
  const { i18n } = useLingui();
  return (role: TUserRole) => i18n._(ROLE_LABELS[role]);
}

export function useRoleDescription() {
  const { i18n } = useLingui();
  return (role: TUserRole) => i18n._(ROLE_DESCRIPTIONS[role]);
}

export function useStatusLabel() {
  const { i18n } = useLingui();
  return (status: TUserStatus) => i18n._(STATUS_LABELS[status]);
}
