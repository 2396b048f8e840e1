// The console's content ownership screen (admin spec §2 /admin/content-ownership): finding a user by
// part of a name or e-mail (active accounts only, no secrets), one account by id, and the list of past
// transfers (append-only records, newest first). The transfer itself is in owned-content.ts.
import { and, eq } from 'drizzle-orm';
import { USER_SUGGESTION_LIMIT, type OwnershipTransferRecord, type UserSuggestion } from '#core/schemas/content-ownership.ts';
import { schema, type Db } from '../client.ts';
import { containsKeyword } from './catalogue-filter.ts';
import { historyList, type HistoryList } from './history-list.ts';

const a = schema.userAccount;
const userColumns = { id: a.id, name: a.name, username: a.username };

/** Active accounts whose name or e-mail contains the keyword, at most USER_SUGGESTION_LIMIT, by name. */
export function suggestUsers(db: Db, keyword: string): Promise<UserSuggestion[]> {
  return db
    .select(userColumns)
    .from(a)
    .where(and(eq(a.status, 'ACTIVE'), containsKeyword([a.name, a.username], keyword)))
    .orderBy(a.name, a.username)
    .limit(USER_SUGGESTION_LIMIT);
}

/** One account as the screen names it, and whether it is active (only an active account receives content). */
export async function findOwnerAccount(db: Db, id: number): Promise<(UserSuggestion & { active: boolean }) | null> {
  const [row] = await db
    .select({ ...userColumns, status: a.status })
    .from(a)
    .where(eq(a.id, id));
  return row ? { id: row.id, name: row.name, username: row.username, active: row.status === 'ACTIVE' } : null;
}

const r = schema.contentOwnershipTransfer;

/** The transfers, newest first; the keyword looks in the admin and both users. */
export const ownershipTransfers: HistoryList<OwnershipTransferRecord> = historyList({
  table: r,
  columns: {
    id: r.id,
    adminUsername: r.adminUsername,
    fromUsername: r.fromUsername,
    fromName: r.fromName,
    toUsername: r.toUsername,
    toName: r.toName,
    scope: r.scope,
    items: r.items,
    itemCount: r.itemCount,
    ip: r.ip,
    createdAt: r.createdAt,
  },
  createdAt: r.createdAt,
  id: r.id,
  keyword: [r.adminUsername, r.fromUsername, r.fromName, r.toUsername, r.toName],
});
