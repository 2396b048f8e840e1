// Pseudonymising withdrawn members in the audit logs (portal spec §9, issue 33, decision 048): the records the
// law asks for stay, with the member's username and name replaced by their pseudonym, their own address and
// browser removed, and their username replaced inside an admin's filters or a record's description. Each changed
// row gets a redaction mac over its hash and its new personal values, so it still verifies. Only sealed rows are
// changed (the job seals first); the log is read a window of ids at a time.
import { auditLogs, type AuditLog } from '#core/schemas/retention.ts';
import { runBatch, type BatchItem, type Db } from '#db/client.ts';
import { chainRowsAfter, readChainHead, redactRowStatement, rowsNaming, type ChainRow } from '#db/queries/audit-chain.ts';
import { auditLogShapes } from '#db/queries/audit-logs.ts';
import { redactionMac } from './chain.ts';
import type { AuditKeys } from './keys.ts';

/** Ids read per window. */
export const PSEUDONYMISE_WINDOW = 10_000;

export type Withdrawn = { userId: number; username: string; name: string; pseudonym: string };

const replaceAll = (text: string, needle: string, by: string) => {
  if (needle === '') return text;
  const lower = text.toLowerCase();
  let result = '';
  let from = 0;
  for (let at = lower.indexOf(needle, from); at !== -1; at = lower.indexOf(needle, from)) {
    result += text.slice(from, at) + by;
    from = at + needle.length;
  }
  return result + text.slice(from);
};

/** A row's personal values once these members are pseudonymised in it (only the fields that change). */
export function pseudonymisedValues(log: AuditLog, row: ChainRow, members: readonly Withdrawn[]): Record<string, string> {
  const shape = auditLogShapes[log];
  const values: Record<string, string> = {};
  for (const subject of shape.subjects) {
    const value = row[subject.username];
    const username = typeof value === 'string' ? value.toLowerCase() : '';
    const member = members.find((m) => row[subject.id] === m.userId || (username !== '' && username === m.username.toLowerCase()));
    if (!member) continue;
    values[subject.username] = member.pseudonym;
    if (subject.name) values[subject.name] = member.pseudonym;
    for (const field of subject.own) values[field] = '';
  }
  for (const field of shape.freeText) {
    const current = values[field] ?? row[field];
    let text = typeof current === 'string' ? current : '';
    for (const member of members) text = replaceAll(text, member.username.toLowerCase(), member.pseudonym);
    if (text !== row[field]) values[field] = text;
  }
  for (const [field, value] of Object.entries(values)) if (row[field] === value) delete values[field];
  return values;
}

/** Pseudonymises these members in one log's sealed rows; answers the rows changed. */
export async function pseudonymiseLog(db: Db, keys: AuditKeys, log: AuditLog, members: readonly Withdrawn[]): Promise<number> {
  const head = await readChainHead(db, log);
  if (!head || members.length === 0) return 0;
  const [first] = await chainRowsAfter(db, log, 0, 1);
  let changed = 0;
  for (let fromId = first?.id ?? head.throughId + 1; fromId <= head.throughId; fromId += PSEUDONYMISE_WINDOW) {
    const rows = await rowsNaming(db, log, { fromId, toId: Math.min(fromId + PSEUDONYMISE_WINDOW - 1, head.throughId) }, members);
    const statements: BatchItem[] = [];
    for (const row of rows) {
      const values = pseudonymisedValues(log, row, members);
      if (Object.keys(values).length === 0 || row.chainHash === null) continue;
      const redaction = redactionMac(keys, log, row, { ...row, ...values });
      statements.push(redactRowStatement(db, log, row.id, row.chainHash, values, redaction));
    }
    await runBatch(db, statements);
    changed += statements.length;
  }
  return changed;
}

/** Pseudonymises these members in every audit log. */
export async function pseudonymiseAuditLogs(db: Db, keys: AuditKeys, members: readonly Withdrawn[]): Promise<number> {
  let changed = 0;
  for (const log of auditLogs) changed += await pseudonymiseLog(db, keys, log, members);
  return changed;
}
