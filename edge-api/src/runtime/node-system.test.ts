import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schedule } from '../jobs/run-jobs.ts';
import { useTestApp, type TestApp } from '../testing/api-kit.ts';
import { databaseFileBytes, nodeSystem } from './node-system.ts';

// The database's size as a Node process tells the System screen: an embedded file's bytes on disk, a
// libSQL server's pages.

describe('the database size on Node', () => {
  let t: TestApp;
  useTestApp((app) => (t = app));

  it('of an embedded file is the file and its write-ahead log together; unknown when the file is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'database-size-'));
    const path = join(dir, 'portal.db');
    expect(await databaseFileBytes(path)).toBeNull();
    writeFileSync(path, new Uint8Array(8192));
    expect(await databaseFileBytes(path)).toBe(8192);
    writeFileSync(`${path}-wal`, new Uint8Array(4120));
    expect(await databaseFileBytes(path)).toBe(8192 + 4120);
    expect(nodeSystem(`file:${path}`, schedule).database.kind).toBe('file');
  });

  it('of a libSQL server is its pages, which for a file are its bytes once the log is checkpointed', async () => {
    const remote = nodeSystem('libsql://portal-example.turso.io', schedule).database;
    expect(remote.kind).toBe('libsql');
    await t.db.run(sql`pragma wal_checkpoint(TRUNCATE)`);
    expect(statSync(`${t.dbPath}-wal`).size).toBe(0);
    expect(await remote.bytes(t.db)).toBe(statSync(t.dbPath).size);
  });
});
