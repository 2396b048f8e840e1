import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseCauseOf, databaseFailureOf } from './errors.ts';
import { openLibsql, PAGE_CACHE_KIB, readsOnly, type LibsqlHandle } from './libsql.ts';
import { holdWriteLock, keepWriting } from './testing/write-lock.ts';

// Issue: when the database is busy. A write that meets another process's lock waits for it (without
// stopping the server), then succeeds; only a lock held past the bound fails, as "busy".

const opened: LibsqlHandle[] = [];
afterEach(() => {
  for (const handle of opened.splice(0)) handle.client.close();
});

async function freshDatabase(busyWaitMs?: number) {
  const path = join(mkdtempSync(join(tmpdir(), 'portal-lock-')), 'portal.db');
  const handle = await openLibsql(`file:${path}`, undefined, busyWaitMs === undefined ? {} : { busyWaitMs });
  opened.push(handle);
  await handle.client.execute('CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  return { path, ...handle };
}

const notes = async (handle: LibsqlHandle) => (await handle.client.execute('SELECT text FROM note ORDER BY id')).rows.map((row) => row.text);

describe('openLibsql while another process holds the write lock', () => {
  it('a write waits for the lock, reads go on meanwhile, and the write succeeds once the lock is released', async () => {
    const db = await freshDatabase();
    const lock = await holdWriteLock(db.path);
    const write = db.client.execute("INSERT INTO note (text) VALUES ('waited')");
    const batch = db.client.batch(["INSERT INTO note (text) VALUES ('batch 1')", "INSERT INTO note (text) VALUES ('batch 2')"]);
    // neither can finish while the lock is held; without the wait they would have failed at once
    expect(await Promise.race([write.then(() => 'done'), batch.then(() => 'done'), sleep(300).then(() => 'waiting')])).toBe('waiting');
    // the server is not stopped: a read answers while the writes wait
    expect(await notes(db)).toEqual([]);
    await lock.release();
    await Promise.all([write, batch]);
    expect((await notes(db)).sort()).toEqual(['batch 1', 'batch 2', 'waited']);
    // a busy connection was replaced: the new one keeps the settings every write relies on
    const setting = async (name: string) => (await db.client.execute(`PRAGMA ${name}`)).rows[0]?.[0];
    expect({
      foreignKeys: await setting('foreign_keys'),
      synchronous: await setting('synchronous'),
      journal: await setting('journal_mode'),
      cacheSize: await setting('cache_size'),
    }).toEqual({
      foreignKeys: 1,
      synchronous: 2,
      journal: 'wal',
      cacheSize: -PAGE_CACHE_KIB,
    });
  });

  it('a read that begins with common table expressions goes on while the lock is held; a write that does waits', async () => {
    const db = await freshDatabase(200);
    await db.client.execute("INSERT INTO note (text) VALUES ('kept')");
    const lock = await holdWriteLock(db.path);
    // the search's statement begins with WITH: it reads, so it neither waits for the lock nor takes it
    const read = await db.client.execute("WITH kept AS MATERIALIZED (SELECT text, replace(text, 'e', '') AS t FROM note) SELECT t FROM kept");
    expect(read.rows.map((row) => row.t)).toEqual(['kpt']);
    const write = await db.client.execute("WITH x AS (SELECT 'late' AS text) INSERT INTO note (text) SELECT text FROM x").then(
      () => null,
      (error: unknown) => error,
    );
    await lock.release();
    expect(databaseFailureOf(write)).toBe('busy');
    expect(await notes(db)).toEqual(['kept']);
  });

  it('tells reads from writes by their words, a write when in doubt', () => {
    expect(
      ['SELECT 1', ' with a as (select 1) select * from a', 'PRAGMA cache_size', "with a as (select replace(x, 'a', '') from t) select * from a"].map(
        readsOnly,
      ),
    ).toEqual([true, true, true, true]);
    expect(
      [
        'INSERT INTO t VALUES (1)',
        'with a as (select 1) insert into t select * from a',
        'WITH a AS (SELECT 1) UPDATE t SET x = 1',
        'with a as (select 1) delete from t',
        'with a as (select 1) replace into t select * from a',
        'BEGIN',
      ].map(readsOnly),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('a write acknowledged after waiting is committed: another process reads it at once', async () => {
    const db = await freshDatabase();
    const lock = await holdWriteLock(db.path);
    const write = db.client.execute("INSERT INTO note (text) VALUES ('committed')");
    await sleep(200);
    await lock.release();
    await write;
    const reader = createClient({ url: `file:${db.path}` });
    // a second client is a second connection: it sees only what was committed
    expect((await reader.execute('SELECT text FROM note')).rows.map((row) => row.text)).toEqual(['committed']);
    reader.close();
  });

  it('a lock held past the bound fails as busy, with the database own words, and writes nothing', async () => {
    const db = await freshDatabase(200);
    const lock = await holdWriteLock(db.path);
    const failure = await db.client.execute("INSERT INTO note (text) VALUES ('too late')").then(
      () => null,
      (error: unknown) => error,
    );
    await lock.release();
    expect(databaseFailureOf(failure)).toBe('busy');
    expect(databaseCauseOf(failure)).toMatch(/database is locked/);
    expect(await notes(db)).toEqual([]);
  });

  it('200 concurrent writes beside a process that writes every 40 ms all succeed, and none is lost', async () => {
    const db = await freshDatabase();
    const neighbour = await keepWriting(db.path, 40, 15);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) => db.client.execute({ sql: 'INSERT INTO note (text) VALUES (?)', args: [`write ${index}`] })),
    );
    const neighbourWrites = await neighbour.stop();
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await notes(db)).toHaveLength(200);
    expect(neighbourWrites).toBeGreaterThan(0);
  });
});
