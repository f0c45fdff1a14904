/**
 * Account roles and what each may do (docs/decisions/014-roles-and-rights.md). The server enforces
 * these on every call; the SPA uses the same table only to hide what a role cannot use.
 */
export const USER_ROLES = ['ADMIN', 'ORGANIZER'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['INVITED', 'ACTIVE', 'INACTIVE'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

export const PERMISSIONS = [
  'account.read',
  'account.update',
  'users.manage',
  'payments.manage',
  'taxes.manage',
  'organizers.manage',
  'organizers.delete',
  'events.manage',
  'events.delete',
  /** Create, change, pause, rotate and delete webhooks; replay deliveries (issue 26: admins only). */
  'webhooks.manage',
  /** Create and revoke the account's API keys. */
  'api_keys.manage',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];

const ORGANIZER_PERMISSIONS: readonly TPermission[] = [
  'account.read',
  'taxes.manage',
  'organizers.manage',
  'events.manage',
];

export const ROLE_PERMISSIONS: Record<TUserRole, readonly TPermission[]> = {
  ADMIN: PERMISSIONS,
  ORGANIZER: ORGANIZER_PERMISSIONS,
};

export function roleCan(role: TUserRole | null | undefined, permission: TPermission): boolean {
  return role ? ROLE_PERMISSIONS[role].includes(permission) : false;
}
