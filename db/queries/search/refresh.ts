// Keeping the search index in step with the content (decision 026): triggers on every source table mark a
// written row in `search_pending` (migration search-index); a search first drains the marks, rewriting the
// marked rows' entries from their tables in bounded batches. Tokenising needs code (core/search/tokenize.ts),
// which triggers cannot run on libSQL or D1, so this is where it happens.
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { contentKindNames, contentKinds, type ContentKindName } from '#core/content-kinds.ts';
import { initialsText } from '#core/search/hangul.ts';
import { indexText, indexWords, titleWords } from '#core/search/tokenize.ts';
import { runBatch, schema, type BatchItem, type Db } from '../../client.ts';
import type { SearchDocument } from './documents.ts';
import { searchFts } from './fts-table.ts';
import { searchRowid } from './rowid.ts';
import { searchSources } from './sources.ts';

const pending = schema.searchPending;
const entry = schema.searchEntry;
const term = schema.searchTerm;

/** How many words one statement adds to the vocabulary: D1 binds at most 100 values a statement. */
const WORDS_A_STATEMENT = 90;

/**
 * The statements that add the words of a batch's texts to the vocabulary (search_term, decision 028): the
 * words outside Hangul, and the titles' Korean words a misspelt one is offered from.
 */
function addWords(db: Db, docs: Iterable<SearchDocument>): BatchItem[] {
  const words = new Set<string>();
  for (const doc of docs) {
    for (const text of doc.texts) for (const word of [...indexWords(`${text.title} ${text.body}`), ...titleWords(text.title)]) words.add(word);
  }
  const all = [...words];
  const statements: BatchItem[] = [];
  for (let at = 0; at < all.length; at += WORDS_A_STATEMENT) {
    statements.push(
      db
        .insert(term)
        .values(all.slice(at, at + WORDS_A_STATEMENT).map((word) => ({ term: word })))
        .onConflictDoNothing(),
    );
  }
  return statements;
}

/** How many marked rows one batch rewrites: bounded so a drain after a bulk write never holds the writer long. */
export const SEARCH_DRAIN_BATCH = 100;

type Mark = { seq: number; kind: string; refId: number };

const isKind = (kind: string): kind is ContentKindName => (contentKindNames as readonly string[]).includes(kind);

/**
 * The statements that rewrite one marked row, each guarded by its mark: when a drain running beside this
 * one took the mark first, or a write marked the row again since it was read (a new seq), this batch
 * changes nothing and the newer text is written by whoever holds the newer mark. Query builders, not raw
 * statements: D1's batch takes only those.
 */
function rewriteRow(db: Db, mark: Mark, doc: SearchDocument | undefined): BatchItem[] {
  const held = sql`exists (select 1 from search_pending where seq = ${mark.seq})`;
  const statements: BatchItem[] = [];
  if (isKind(mark.kind)) {
    const ids = (['ko', 'en'] as const).map((lang) => searchRowid(mark.kind as ContentKindName, mark.refId, lang));
    statements.push(db.delete(searchFts).where(and(inArray(searchFts.rowid, ids), held)), db.delete(entry).where(and(inArray(entry.id, ids), held)));
    const category = contentKinds[mark.kind].searchCategory;
    for (const text of doc?.texts ?? []) {
      const id = searchRowid(mark.kind, mark.refId, text.lang);
      statements.push(
        // the columns in the table's order: id, kind, category, ref_id, lang, written_at, path, title, body
        db
          .insert(entry)
          .select(
            sql`select ${id}, ${mark.kind}, ${category}, ${mark.refId}, ${text.lang}, ${doc!.writtenAt}, ${doc!.path}, ${text.title}, ${text.body} where ${held}`,
          ),
        db.insert(searchFts).select(sql`select ${id}, ${indexText(text.title)}, ${indexText(text.body)}, ${initialsText(text.title)} where ${held}`),
      );
    }
  } else {
    // a kind the code no longer has: its entries go
    statements.push(
      db.delete(searchFts).where(
        and(
          inArray(
            searchFts.rowid,
            db
              .select({ id: entry.id })
              .from(entry)
              .where(and(eq(entry.kind, mark.kind), eq(entry.refId, mark.refId))),
          ),
          held,
        ),
      ),
      db.delete(entry).where(and(eq(entry.kind, mark.kind), eq(entry.refId, mark.refId), held)),
    );
  }
  statements.push(db.delete(pending).where(eq(pending.seq, mark.seq)));
  return statements;
}

async function documentsOf(db: Db, marks: readonly Mark[]): Promise<Map<string, SearchDocument>> {
  const docs = new Map<string, SearchDocument>();
  const byKind = new Map<ContentKindName, number[]>();
  for (const mark of marks) if (isKind(mark.kind)) byKind.set(mark.kind, [...(byKind.get(mark.kind) ?? []), mark.refId]);
  for (const [kind, ids] of byKind) {
    for (const doc of await searchSources[kind].load(db, ids)) docs.set(`${kind}:${doc.refId}`, doc);
  }
  return docs;
}

/**
 * A turn of the event loop between two batches of a long drain. On Node the embedded driver runs each
 * statement synchronously, so a drain of thousands of rows was one unbroken chain of promises: no other
 * request was answered until it ended (8–15 s for 10,000 new rows), and the native memory of every
 * statement it ran (about 3 KB each) waited for the loop to turn before it was given back, so the server
 * grew from 135 to 510 MB resident and stayed there. With a turn per batch it stays near its size.
 */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Rewrites the entries of every row marked when it starts (marks written meanwhile wait for the next
 * search), one batch per SEARCH_DRAIN_BATCH rows, letting other work run between batches. Safe to run
 * beside another drain. Answers how many marks it took.
 */
export async function refreshSearchIndex(db: Db, batchSize = SEARCH_DRAIN_BATCH): Promise<number> {
  const [last] = await db.select({ seq: sql<number | null>`max(${pending.seq})` }).from(pending);
  if (last?.seq == null) return 0;
  let taken = 0;
  let after = 0;
  for (;;) {
    const marks = await db
      .select({ seq: pending.seq, kind: pending.kind, refId: pending.refId })
      .from(pending)
      .where(sql`${pending.seq} > ${after} and ${lte(pending.seq, last.seq)}`)
      .orderBy(asc(pending.seq))
      .limit(batchSize);
    if (marks.length === 0) return taken;
    const docs = await documentsOf(db, marks);
    await runBatch(db, [...addWords(db, docs.values()), ...marks.flatMap((mark) => rewriteRow(db, mark, docs.get(`${mark.kind}:${mark.refId}`)))]);
    taken += marks.length;
    after = marks.at(-1)!.seq;
    // a drain of a few rows (every search after an ordinary write) ends here without waiting
    if (marks.length === batchSize) await nextTurn();
  }
}

/** Whether rows wait to be indexed: one probe of the first mark, the cost of a search that finds none. */
export async function searchIndexIsBehind(db: Db): Promise<boolean> {
  const [mark] = await db.select({ seq: pending.seq }).from(pending).limit(1);
  return mark !== undefined;
}

/** Drains the marks when there are any: what every search does first. */
export async function settleSearchIndex(db: Db): Promise<void> {
  if (await searchIndexIsBehind(db)) await refreshSearchIndex(db);
}

/**
 * Builds the index again from every row of every kind (the seed, the bench, a repair): marks them all and
 * drains. Entries of rows that no longer exist are dropped by the drain too.
 */
export async function rebuildSearchIndex(db: Db, batchSize = 500): Promise<number> {
  // `where 1`: an INSERT … SELECT with ON CONFLICT needs a WHERE to be read as one
  const mark = (select: SQL) => db.insert(pending).select(select).onConflictDoNothing();
  const statements: BatchItem[] = [mark(sql`select null, kind, ref_id from search_entry where 1 group by kind, ref_id`)];
  for (const kind of contentKindNames) {
    const { table, id } = searchSources[kind];
    statements.push(mark(sql`select null, ${kind}, ${id} from ${table} where 1`));
  }
  await runBatch(db, statements);
  return refreshSearchIndex(db, batchSize);
}
