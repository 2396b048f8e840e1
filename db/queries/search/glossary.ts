// The search glossary (issue 31, docs/search.md): read by every search through the read cache (topic
// 'glossary', forgotten by every write here and, in other processes, by the table's read-version triggers),
// and kept by ADMINs and content managers in the console.
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { glossaryIndex, glossaryKey, type GlossaryIndex, type GlossaryTerm } from '#core/search/glossary.ts';
import { cachedRead, forgetReads } from '../../cache/read-cache.ts';
import { schema, type Db } from '../../client.ts';

const g = schema.searchGlossary;

/** The glossary as a search reads it: every term with its keys, and the index of the other language by key. */
export type Glossary = { terms: readonly (GlossaryTerm & { koKey: string; enKey: string })[]; index: GlossaryIndex };

/** The glossary, from the read cache: what a keyword's terms are read from and what suggestions offer. */
export function glossaryOf(db: Db): Promise<Glossary> {
  return cachedRead(db, ['glossary'], 'glossary', async () => {
    const terms = await db.select({ ko: g.ko, en: g.en, koKey: g.koKey, enKey: g.enKey }).from(g);
    return { terms, index: glossaryIndex(terms) };
  });
}

export type GlossaryRow = GlossaryTerm & { id: number; insDtm: string; updDtm: string | null; insByUserName: string | null; updByUserName: string | null };

/** A page of terms in Korean order, those whose Korean or English holds `keyword` (as typed) when given. */
export async function glossaryPage(db: Db, query: { keyword?: string; page: number; size: number }): Promise<{ total: number; rows: GlossaryRow[] }> {
  const pattern = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern ? or(sql`${g.ko} like ${pattern} escape '\\'`, sql`${g.en} like ${pattern} escape '\\'`) : undefined;
  const [total] = await db.select({ n: count() }).from(g).where(where);
  const rows = await db
    .select({ id: g.id, ko: g.ko, en: g.en, insDtm: g.insDtm, updDtm: g.updDtm, insByUserName: g.insByUserName, updByUserName: g.updByUserName })
    .from(g)
    .where(where)
    .orderBy(asc(g.ko), asc(g.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { total: total?.n ?? 0, rows };
}

/** Which side of a term another term already holds (its key), or null when both are free. */
export async function glossaryClash(db: Db, term: GlossaryTerm, exceptId?: number): Promise<'ko' | 'en' | null> {
  const [row] = await db
    .select({ koKey: g.koKey, enKey: g.enKey })
    .from(g)
    .where(and(or(eq(g.koKey, glossaryKey(term.ko)), eq(g.enKey, glossaryKey(term.en))), exceptId === undefined ? undefined : sql`${g.id} <> ${exceptId}`))
    .limit(1);
  if (!row) return null;
  return row.koKey === glossaryKey(term.ko) ? 'ko' : 'en';
}

/** Adds a term; answers its id, or null when another term holds either side already (their keys are unique). */
export async function addGlossaryTerm(db: Db, term: GlossaryTerm, by: string, now: Date): Promise<number | null> {
  const [row] = await db
    .insert(g)
    .values({ ...term, koKey: glossaryKey(term.ko), enKey: glossaryKey(term.en), insDtm: now.toISOString(), insByUserName: by })
    .onConflictDoNothing()
    .returning({ id: g.id });
  forgetReads(db, 'glossary');
  return row?.id ?? null;
}

/** Writes a term again; false when it is gone. A clash with another term is refused by the keys (check glossaryClash first). */
export async function updateGlossaryTerm(db: Db, id: number, term: GlossaryTerm, by: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(g)
    .set({ ...term, koKey: glossaryKey(term.ko), enKey: glossaryKey(term.en), updDtm: now.toISOString(), updByUserName: by })
    .where(eq(g.id, id))
    .returning({ id: g.id });
  forgetReads(db, 'glossary');
  return rows.length > 0;
}

export async function deleteGlossaryTerm(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(g).where(eq(g.id, id)).returning({ id: g.id });
  forgetReads(db, 'glossary');
  return rows.length > 0;
}
