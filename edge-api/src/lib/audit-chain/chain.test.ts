// The audit logs' hash chains (issue 33, decision 048) on the embedded database: a sealed log verifies, and a row
// changed, removed from the middle, put in, or removed from the end is found, as is a personal field changed
// without a pseudonymisation and a forged checkpoint; a purged prefix with its checkpoint and a pseudonymised row
// still verify. Each tampering is done as someone with the database would: the append-only triggers dropped first.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs } from '#core/schemas/retention.ts';
import { schema } from '#db/client.ts';
import { auditLogShapes, chainFields } from '#db/queries/audit-logs.ts';
import type { TestApp } from '../../testing/api-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { auditKeys, memberPseudonym } from './keys.ts';
import { pseudonymiseLog } from './pseudonymise.ts';
import { purgeAuditLog } from './purge.ts';
import { lookAtChain } from './rolling.ts';
import { sealLog } from './seal.ts';
import { verifyLog } from './verify.ts';

const now = new Date('2026-11-23T18:00:00Z');
const h = schema.connectionHistory;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Five sealed sign-ins, a day apart, the first of a@example.com. */
async function sealedLog() {
  for (let day = 5; day >= 1; day--) {
    await t.db.insert(h).values({
      userId: day,
      username: `${String.fromCharCode(102 - day)}@example.com`,
      kind: 'MEMBER',
      event: 'LOGIN',
      ip: `192.0.2.${day}`,
      userAgent: 'Firefox',
      createdAt: new Date(now.getTime() - day * 86_400_000).toISOString(),
    });
  }
  const keys = await auditKeys(t.deps);
  await sealLog(t.db, keys, 'connection_history', now);
  await t.db.run(sql`drop trigger connection_history_append_only`);
  return keys;
}
const verify = async () => verifyLog(t.db, await auditKeys(t.deps), 'connection_history');

describe('a hash-chained audit log', () => {
  it('covers every column of each log: in the hash, through a digest, or named as left out', () => {
    for (const log of auditLogs) {
      const shape = auditLogShapes[log];
      const listed = [...shape.fields, ...shape.personal, ...chainFields, ...(shape.unhashed ?? [])].sort();
      expect(listed, log).toEqual(Object.keys(getTableColumns(shape.table)).sort());
    }
  });

  it('verifies as sealed, and refuses a change through the database’s own guard', async () => {
    await sealedLog();
    expect(await verify()).toMatchObject({ verified: true, checked: 5 });
    await t.db.run(
      sql`create trigger guard_again before update on connection_history when new.event is not old.event begin select raise(abort, 'append-only'); end`,
    );
    await expect(t.db.update(h).set({ event: 'LOGOUT' }).where(eq(h.id, 2))).rejects.toThrow();
  });

  it('finds a changed row', async () => {
    await sealedLog();
    await t.db.update(h).set({ event: 'LOGIN_FAILED' }).where(eq(h.id, 3));
    expect(await verify()).toMatchObject({ verified: false, broken: { id: 3, reason: expect.stringContaining('changed') as unknown } });
  });

  it('finds a personal field changed without a pseudonymisation', async () => {
    await sealedLog();
    await t.db.update(h).set({ ip: '203.0.113.99' }).where(eq(h.id, 2));
    expect(await verify()).toMatchObject({ verified: false, broken: { id: 2, reason: expect.stringContaining('personal field') as unknown } });
  });

  it('finds a row removed from the middle', async () => {
    await sealedLog();
    await t.db.delete(h).where(eq(h.id, 3));
    expect(await verify()).toMatchObject({ verified: false, broken: { id: 4, reason: expect.stringContaining('previous hash') as unknown } });
  });

  it('finds a row put in, even with a previous hash copied from its neighbour', async () => {
    await sealedLog();
    const [row] = await t.db.select().from(h).where(eq(h.id, 3));
    await t.db.delete(h).where(eq(h.id, 3));
    await t.db.insert(h).values({ ...row!, username: 'someone-else@example.com', id: 3 });
    expect((await verify()).broken?.id).toBe(3);
  });

  it('finds rows removed from the end, through the signed head', async () => {
    await sealedLog();
    await t.db.delete(h).where(eq(h.id, 5));
    expect(await verify()).toMatchObject({ verified: false, broken: { id: 5, reason: expect.stringContaining('end') as unknown } });
  });

  it('does not verify under another key: the hashes need the key, not only the rows', async () => {
    await sealedLog();
    const other = await auditKeys({ ...t.deps, config: { ...t.deps.config, auditSecret: 'another-secret-of-at-least-32-characters' } });
    expect(await verifyLog(t.db, other, 'connection_history')).toMatchObject({ verified: false });
  });

  it('verifies after a purge of its prefix, from the signed checkpoint', async () => {
    const keys = await sealedLog();
    expect(await purgeAuditLog(t.db, keys, 'connection_history', new Date(now.getTime() - 2.5 * 86_400_000), now)).toBe(3);
    expect(await verify()).toMatchObject({ verified: true, removed: 3, checked: 2 });
  });

  it('refuses a forged checkpoint', async () => {
    const keys = await sealedLog();
    await purgeAuditLog(t.db, keys, 'connection_history', new Date(now.getTime() - 2.5 * 86_400_000), now);
    const c = schema.auditCheckpoint;
    // hiding one more removed row: the checkpoint claims to end at row 4, with row 4's hash
    const [fourth] = await t.db.select().from(h).where(eq(h.id, 4));
    await t.db.update(c).set({ toId: 4, rowCount: 4, lastHash: fourth!.chainHash! });
    await t.db.delete(h).where(eq(h.id, 4));
    expect(await verify()).toMatchObject({ verified: false, broken: { reason: expect.stringContaining('checkpoint') as unknown } });
  });

  it('refuses a row put back in a purged range', async () => {
    const keys = await sealedLog();
    const [first] = await t.db.select().from(h).where(eq(h.id, 1));
    await purgeAuditLog(t.db, keys, 'connection_history', new Date(now.getTime() - 2.5 * 86_400_000), now);
    await t.db.insert(h).values(first!);
    expect(await verify()).toMatchObject({ verified: false, broken: { id: 1, reason: expect.stringContaining('purged range') as unknown } });
  });

  it('still verifies once a withdrawn member is pseudonymised, and only then', async () => {
    const keys = await sealedLog();
    const pseudonym = memberPseudonym(keys, 2);
    expect(await pseudonymiseLog(t.db, keys, 'connection_history', [{ userId: 2, username: 'd@example.com', name: '', pseudonym }])).toBe(1);
    const [row] = await t.db.select().from(h).where(eq(h.id, 4));
    expect(row).toMatchObject({ username: pseudonym, ip: '', userAgent: '' });
    expect(await verify()).toMatchObject({ verified: true });
    // a pseudonym written without the key's redaction mac is a change like any other
    await t.db.update(h).set({ username: pseudonym }).where(eq(h.id, 1));
    expect(await verify()).toMatchObject({ verified: false, broken: { id: 1 } });
  });

  it('is looked at a part at a time, and a broken row stays reported until a whole pass verifies', async () => {
    const keys = await sealedLog();
    expect(await lookAtChain(t.db, keys, 'connection_history', now, 3)).toMatchObject({ verified: true, checked: 3, lastFullPassAt: null });
    expect(await lookAtChain(t.db, keys, 'connection_history', now, 3)).toMatchObject({ verified: true, checked: 2, lastFullPassAt: now.toISOString() });
    const [row] = await t.db.select().from(h).where(eq(h.id, 2));
    await t.db.update(h).set({ detail: 'edited' }).where(eq(h.id, 2));
    expect(await lookAtChain(t.db, keys, 'connection_history', now, 3)).toMatchObject({ verified: false, firstBroken: { id: 2 } });
    await t.db.update(h).set({ detail: row!.detail }).where(eq(h.id, 2));
    // the pass that found it starts again; the report stays until that pass ends clean
    expect(await lookAtChain(t.db, keys, 'connection_history', now, 3)).toMatchObject({ verified: false, firstBroken: { id: 2 } });
    expect(await lookAtChain(t.db, keys, 'connection_history', now, 3)).toMatchObject({ verified: true, firstBroken: null });
  });
});
