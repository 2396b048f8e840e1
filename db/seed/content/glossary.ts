// The search glossary's first terms (issue 31): the platform's analytics and machine-learning terms in Korean
// and English (glossary.json), written when the glossary is empty. ADMINs and content managers keep it from
// there in the console.
import { count } from 'drizzle-orm';
import { glossaryKey } from '#core/search/glossary.ts';
import { schema, type Db } from '../../client.ts';
import type { Clock } from '../generators.ts';
import terms from './glossary.json' with { type: 'json' };

export const glossarySeed: readonly { ko: string; en: string }[] = terms;

/** D1 binds at most 100 values a statement: 6 columns a row. */
const ROWS_A_STATEMENT = 16;

export async function seedGlossary(db: Db, clock: Clock): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.searchGlossary);
  if ((existing?.n ?? 0) > 0) return;
  const insDtm = clock.now.toISOString();
  const rows = glossarySeed.map((term) => ({ ...term, koKey: glossaryKey(term.ko), enKey: glossaryKey(term.en), insDtm, insByUserName: 'system' }));
  for (let at = 0; at < rows.length; at += ROWS_A_STATEMENT) {
    await db
      .insert(schema.searchGlossary)
      .values(rows.slice(at, at + ROWS_A_STATEMENT))
      .onConflictDoNothing();
  }
}
