// SQL written so D1 takes it as the embedded database does:
// - UNION ALL of any number of SELECTs: D1 refuses a compound SELECT of more than five terms ("too many
//   terms in compound SELECT"), so longer lists are joined in nested groups of five;
// - whole numbers of our own written into the statement: D1 binds a number as a real, which LIMIT refuses
//   and a rowid range compares slowly.
import { sql, type SQL } from 'drizzle-orm';

/** The most terms D1 takes in one compound SELECT. */
export const D1_COMPOUND_TERMS = 5;

/** `select * from (a union all b …)`, nested in groups of D1_COMPOUND_TERMS; each part a whole SELECT. */
export function unionAll(parts: readonly SQL[]): SQL {
  if (parts.length === 0) throw new Error('unionAll needs at least one SELECT');
  let level = parts.map((part) => sql`select * from (${part})`);
  while (level.length > 1) {
    const next: SQL[] = [];
    for (let at = 0; at < level.length; at += D1_COMPOUND_TERMS)
      next.push(sql`select * from (${sql.join(level.slice(at, at + D1_COMPOUND_TERMS), sql` union all `)})`);
    level = next;
  }
  return level[0]!;
}

/** A whole number of our own (never a reader's input) written into the statement rather than bound. */
export const integerLiteral = (value: number): SQL => sql.raw(String(Math.trunc(value)));
