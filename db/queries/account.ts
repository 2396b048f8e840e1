import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';
import type { AccountRow } from './session.ts';

export type { AccountRow };
export type NewAccount = typeof schema.userAccount.$inferInsert;
export type AccountChange = Partial<Omit<AccountRow, 'id' | 'username' | 'createdDtm'>>;

export async function findAccountByUsername(db: Db, username: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(schema.userAccount).where(eq(schema.userAccount.username, username.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findAccountById(db: Db, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(schema.userAccount).where(eq(schema.userAccount.id, id)).limit(1);
  return row ?? null;
}

export async function updateAccount(db: Db, id: number, values: AccountChange): Promise<void> {
  await updateAccountStatement(db, id, values);
}

/** The update as a statement, for a batch that writes it with other rows. */
export function updateAccountStatement(db: Db, id: number, values: AccountChange) {
  return db.update(schema.userAccount).set(values).where(eq(schema.userAccount.id, id));
}

/** The insert as a statement, for the sign-up batch (the account, its consents and its link together). */
export function insertAccountStatement(db: Db, row: NewAccount) {
  return db.insert(schema.userAccount).values(row);
}

/** Active accounts registered with this name and mobile number (find-username; several are possible). */
export async function findActiveAccountsByNameAndPhone(db: Db, name: string, phoneNumber: string): Promise<AccountRow[]> {
  const a = schema.userAccount;
  return db
    .select()
    .from(a)
    .where(and(eq(a.name, name), eq(a.phoneNumber, phoneNumber), eq(a.status, 'ACTIVE')))
    .orderBy(a.id);
}

/** Deletes an account; its sessions, links, codes and consents go with it (foreign keys cascade). */
export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.delete(schema.userAccount).where(eq(schema.userAccount.id, id));
}

/** Whether a dialling prefix is in the country list (sign-up and my page accept only listed ones). */
export async function dialCodeExists(db: Db, dialCode: string): Promise<boolean> {
  const [row] = await db.select({ iso2: schema.country.iso2 }).from(schema.country).where(eq(schema.country.dialCode, dialCode)).limit(1);
  return row !== undefined;
}
