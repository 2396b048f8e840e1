import { mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_CHECK_MS, migrateLibsql, openLibsql } from '../libsql.ts';
import { fileVersionsOf } from './file-versions.ts';
import type { ReadTopic } from './read-cache.ts';

// Decision 034: a Node process learns of other processes' writes to the embedded file through a
// synchronous check (PRAGMA data_version, then read_version only when another connection committed).

const path = join(mkdtempSync(join(tmpdir(), 'file-versions-')), 'portal.db');
const { db, client } = await openLibsql(`file:${path}`);
await migrateLibsql(db);
/** Another process's connection: its writes raise read_version by trigger. */
const other = await openLibsql(`file:${path}`);
afterAll(() => {
  client.close();
  other.client.close();
});

/** The check in a turn of the event loop of its own (it asks once a turn), the topics sorted. */
const checkOf = (writes: ReturnType<typeof fileVersionsOf>) => async () => {
  await new Promise((resolve) => setImmediate(resolve));
  return 'check' in writes ? [...writes.check()].sort() : [];
};

describe('fileVersionsOf', () => {
  it('answers nothing until another connection commits, then the topics its write moved; once a turn of the event loop', async () => {
    const check = checkOf(fileVersionsOf(path));
    expect(await check()).toEqual([]);
    expect(await check()).toEqual([]);
    await other.client.execute('UPDATE industry SET name_en = name_en WHERE key = (SELECT min(key) FROM industry)');
    expect(await check()).toEqual<ReadTopic[]>(['catalogue']);
    expect(await check()).toEqual([]);
    await other.client.execute("INSERT INTO lease (name, holder, expires_at) VALUES ('unwatched', 'another process', 0)");
    // a commit that changed no counter moves nothing
    expect(await check()).toEqual([]);
    // a request read in the same turn as the check was sent before it: it is not asked again
    const writes = fileVersionsOf(path);
    if (!('check' in writes)) throw new Error('a check');
    writes.check();
    // a synchronous write of another connection (the same library), so no turn passes
    const writer = new Database(path);
    writer.exec('UPDATE industry SET name_en = name_en WHERE key = (SELECT min(key) FROM industry)');
    writer.close();
    expect(writes.check()).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes.check()).toEqual(['catalogue']);
  });

  it('forgets everything once when another file takes the path (a restore), and fails, as unavailable, while no file is there', async () => {
    const check = checkOf(fileVersionsOf(path));
    expect(await check()).toEqual([]);
    const aside = `${path}.aside`;
    renameSync(path, aside);
    try {
      // checked at most once a FILE_CHECK_MS: wait for the condition, not for a duration
      const deadline = Date.now() + 30 * FILE_CHECK_MS;
      let failure: unknown;
      while (!failure && Date.now() < deadline) {
        try {
          await check();
          await new Promise((resolve) => setTimeout(resolve, 50));
        } catch (error) {
          failure = error;
        }
      }
      expect(String(failure)).toContain('is missing');
    } finally {
      renameSync(aside, path);
    }
    let moved: ReadTopic[] = [];
    const deadline = Date.now() + 30 * FILE_CHECK_MS;
    while (moved.length === 0 && Date.now() < deadline) {
      try {
        moved = await check();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect(moved).toEqual(expect.arrayContaining<ReadTopic>(['catalogue', 'PRE_BUILT_MODEL', 'banner']));
  });
});
