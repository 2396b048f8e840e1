import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '../client.ts';

export type CodeItem = { key: number; code: string; nameKr: string; nameEn: string };
export type MasterDataItem = { id: number; code: string; displayKr: string; displayEn: string };

export async function listAlgorithms(db: Db): Promise<CodeItem[]> {
  const t = schema.algorithm;
  return db.select({ key: t.key, code: t.code, nameKr: t.nameKr, nameEn: t.nameEn }).from(t).orderBy(asc(t.sortOrder));
}

export async function listIndustries(db: Db): Promise<CodeItem[]> {
  const t = schema.industry;
  return db.select({ key: t.key, code: t.code, nameKr: t.nameKr, nameEn: t.nameEn }).from(t).orderBy(asc(t.sortOrder));
}

export async function listMasterData(db: Db, type: string): Promise<MasterDataItem[]> {
  const t = schema.masterData;
  return db
    .select({ id: t.id, code: t.code, displayKr: t.displayKr, displayEn: t.displayEn })
    .from(t)
    .where(eq(t.type, type))
    .orderBy(asc(t.sortOrder));
}
