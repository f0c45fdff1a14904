import { describe, expect, it } from 'vitest';
import { PERMISSIONS, roleCan } from './roles';

describe('roleCan', () => {
  it('gives administrators every permission', () => {
    for (const permission of PERMISSIONS) expect(roleCan('ADMIN', permission)).toBe(true);
  });

  it('lets organizers run organizers, events and taxes, but not people, settings, payments or deletions', () => {
    expect(roleCan('ORGANIZER', 'events.manage')).toBe(true);
    expect(roleCan('ORGANIZER', 'organizers.manage')).toBe(true);
    expect(roleCan('ORGANIZER', 'taxes.manage')).toBe(true);
    expect(roleCan('ORGANIZER', 'account.read')).toBe(true);
    for (const permission of [
      'users.manage',
      'account.update',
      'payments.manage',
      'events.delete',
      'organizers.delete',
    ] as const) {
      expect(roleCan('ORGANIZER', permission)).toBe(false);
    }
  });

  it('denies everything without a role', () => {
    expect(roleCan(null, 'account.read')).toBe(false);
    expect(roleCan(undefined, 'events.manage')).toBe(false);
  });
});
