// Who reads the partner FAQ and library (db/kinds/partner-faq.ts, partner-library.ts): PARTNER, STAFF and
// ADMIN (portal spec §6), a rule every read of theirs, the files' included, puts in its own SQL (`partnerReaders`).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PARTNER_AREA, type Role } from '#core/auth/roles.ts';
import { schema, type Db } from '../client.ts';

const faq = schema.partnerFaq;
const library = schema.partnerLibrary;

/**
 * Who reads partner content: the reader's role is one of `allowed` (the partner area by default; the
 * authoring calls of the console pass the content authors). A role outside it matches no row, whatever
 * the rest of the query asks.
 */
export function partnerReaders(role: Role | null, allowed: readonly Role[] = PARTNER_AREA): SQL {
  return inArray(sql`${role ?? 'ALL'}`, [...allowed]);
}

/** Whether a role reads partner content: the reads' cache keys say so, as their SQL does. */
export const readsPartnerContent = (role: Role | null, allowed: readonly Role[] = PARTNER_AREA): boolean => role !== null && allowed.includes(role);

/** The id of a live partner document owning a file, when the reader's role may read it; null otherwise. */
export async function reachablePartnerDocument(
  db: Db,
  code: 'PARTNER_FAQ' | 'PARTNER_LIBRARY',
  ownerId: number,
  role: Role | null,
  allowed: readonly Role[] = PARTNER_AREA,
): Promise<number | null> {
  const table = code === 'PARTNER_FAQ' ? faq : library;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, ownerId), eq(table.isDeleted, false), partnerReaders(role, allowed)))
    .limit(1);
  return row?.id ?? null;
}
