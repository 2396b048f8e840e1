import { asc, eq, inArray } from 'drizzle-orm';
import type { CodeItem, MasterDataItem } from '#core/schemas/catalogue.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';

/** Algorithms in their order, from the read cache (the catalogues change only with the console's edits). */
export function listAlgorithms(db: Db): Promise<CodeItem[]> {
  const t = schema.algorithm;
  return cachedRead(db, ['catalogue'], 'catalogue:algorithms', () =>
    db.select({ key: t.key, code: t.code, nameKr: t.nameKr, nameEn: t.nameEn }).from(t).orderBy(asc(t.sortOrder)),
  );
}

/** Industries in their order, from the read cache. */
export function listIndustries(db: Db): Promise<CodeItem[]> {
  const t = schema.industry;
  return cachedRead(db, ['catalogue'], 'catalogue:industries', () =>
    db.select({ key: t.key, code: t.code, nameKr: t.nameKr, nameEn: t.nameEn }).from(t).orderBy(asc(t.sortOrder)),
  );
}

/** The entries of one master data type in their order, from the read cache. */
export function listMasterData(db: Db, type: string): Promise<MasterDataItem[]> {
  const t = schema.masterData;
  return cachedRead(db, ['masterData'], `masterData:${type}`, () =>
    db.select({ id: t.id, code: t.code, displayKr: t.displayKr, displayEn: t.displayEn }).from(t).where(eq(t.type, type)).orderBy(asc(t.sortOrder)),
  );
}

/**
 * The catalogue keys of comma-separated codes (the spec's industryCd and algorithmCd), in order, or
 * null when the list is empty or names a code the catalogue does not have.
 */
export async function catalogueKeysOf(db: Db, catalogue: 'industry' | 'algorithm', codeList: string): Promise<number[] | null> {
  const codes = codeList.split(',').filter(Boolean);
  if (codes.length === 0) return null;
  const table = catalogue === 'industry' ? schema.industry : schema.algorithm;
  const rows = await db.select({ key: table.key, code: table.code }).from(table).where(inArray(table.code, codes));
  if (rows.length !== new Set(codes).size) return null;
  const keyOf = new Map(rows.map((row) => [row.code, row.key]));
  return codes.map((code) => keyOf.get(code) ?? 0);
}
