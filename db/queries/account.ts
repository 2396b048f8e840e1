import { eq } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';
import type { AccountRow } from './session.ts';

export type { AccountRow };

export async function findAccountByUsername(db: Db, username: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(schema.userAccount).where(eq(schema.userAccount.username, username.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findAccountById(db: Db, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(schema.userAccount).where(eq(schema.userAccount.id, id)).limit(1);
  return row ?? null;
}

export async function updateAccount(db: Db, id: number, values: Partial<Omit<AccountRow, 'id' | 'username' | 'createdDtm'>>): Promise<void> {
  await db.update(schema.userAccount).set(values).where(eq(schema.userAccount.id, id));
}
