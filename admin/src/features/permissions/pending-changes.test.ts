import { describe, expect, it } from 'vitest';
import { pendingChanges, permissionChangingsOf, shownRole, type PendingChange } from './pending-changes.ts';

const pick = (userId: number, originalRole: 'MEMBER' | 'PARTNER' | 'ADMIN', roleId: 'MEMBER' | 'PARTNER' | 'STAFF' | 'ADMIN') =>
  ({ type: 'pick', userId, username: `u${userId}@example.com`, originalRole, roleId }) as const;

describe('the pending permission changes (admin spec §4)', () => {
  it('a new role adds a pending change', () => {
    const state = pendingChanges([], pick(1, 'MEMBER', 'PARTNER'));
    expect(state).toEqual([{ userId: 1, username: 'u1@example.com', originalRole: 'MEMBER', roleId: 'PARTNER' }]);
    expect(permissionChangingsOf(state)).toEqual([{ userId: 1, roleId: 'PARTNER' }]);
  });

  it('another role for the same account updates its change, in place', () => {
    let state: PendingChange[] = [];
    state = pendingChanges(state, pick(1, 'MEMBER', 'PARTNER'));
    state = pendingChanges(state, pick(2, 'MEMBER', 'STAFF'));
    state = pendingChanges(state, pick(1, 'MEMBER', 'ADMIN'));
    expect(permissionChangingsOf(state)).toEqual([
      { userId: 1, roleId: 'ADMIN' },
      { userId: 2, roleId: 'STAFF' },
    ]);
  });

  it('setting the original role back removes the change, even if the list shows the pending role as the original', () => {
    let state = pendingChanges([], pick(1, 'MEMBER', 'PARTNER'));
    state = pendingChanges(state, pick(1, 'PARTNER', 'MEMBER'));
    expect(state).toEqual([]);
  });

  it('choosing the role an account already has adds nothing', () => {
    expect(pendingChanges([], pick(3, 'ADMIN', 'ADMIN'))).toEqual([]);
  });

  it('discard empties the list; a row shows its pending role, or its own', () => {
    const state = pendingChanges([], pick(1, 'MEMBER', 'STAFF'));
    expect(shownRole(state, 1, 'MEMBER')).toBe('STAFF');
    expect(shownRole(state, 2, 'PARTNER')).toBe('PARTNER');
    expect(pendingChanges(state, { type: 'discard' })).toEqual([]);
  });
});
