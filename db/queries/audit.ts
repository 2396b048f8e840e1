import { schema, type Db } from '../client.ts';

export type ConnectionRecord = Omit<typeof schema.connectionHistory.$inferInsert, 'id'>;
export type AdminAccessRecord = Omit<typeof schema.adminAccessHistory.$inferInsert, 'id'>;
export type PersonalInfoDownloadRecord = Omit<typeof schema.personalInfoDownload.$inferInsert, 'id'>;

/** A sign-in, sign-out or failure, member or admin (the console's connection history). */
export async function recordConnection(db: Db, record: ConnectionRecord): Promise<void> {
  await db.insert(schema.connectionHistory).values(record);
}

/** What an admin looked at or exported (the admin access history). */
export async function recordAdminAccess(db: Db, record: AdminAccessRecord): Promise<void> {
  await db.insert(schema.adminAccessHistory).values(record);
}

/** A download of personal information, with the reason the admin gave. */
export async function recordPersonalInfoDownload(db: Db, record: PersonalInfoDownloadRecord): Promise<void> {
  await db.insert(schema.personalInfoDownload).values(record);
}
