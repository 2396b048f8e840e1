// The permission screen's unsaved changes (admin spec §4): choosing a role for an account adds a pending
// change or updates it; choosing the account's original role again removes it. One save sends them all
// (`permissionChangings`), in the order they were first made; they survive paging until saved or discarded.
import type { AccountRole } from '#core/auth/roles.ts';
import type { PermissionChange } from '#core/schemas/people.ts';

/** A pending change, with the role the account had when the list showed it. */
export type PendingChange = { userId: number; username: string; originalRole: AccountRole; roleId: AccountRole };

export type PendingAction = { type: 'pick'; userId: number; username: string; originalRole: AccountRole; roleId: AccountRole } | { type: 'discard' };

export function pendingChanges(state: readonly PendingChange[], action: PendingAction): PendingChange[] {
  if (action.type === 'discard') return [];
  const existing = state.find((change) => change.userId === action.userId);
  // the original is the role before the first pending change, whatever the list shows now
  const originalRole = existing?.originalRole ?? action.originalRole;
  if (action.roleId === originalRole) return state.filter((change) => change.userId !== action.userId);
  if (existing) return state.map((change) => (change.userId === action.userId ? { ...change, roleId: action.roleId } : change));
  return [...state, { userId: action.userId, username: action.username, originalRole, roleId: action.roleId }];
}

/** The save's body. */
export const permissionChangingsOf = (state: readonly PendingChange[]): PermissionChange[] => state.map(({ userId, roleId }) => ({ userId, roleId }));

/** The role a row shows: its pending choice, or the role it has. */
export const shownRole = (state: readonly PendingChange[], userId: number, role: AccountRole): AccountRole =>
  state.find((change) => change.userId === userId)?.roleId ?? role;
