import { mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const checkOf = (writes: ReturnType<typeof fileVersionsOf>) => () => ('check' in writes ? [...writes.check()].sort() : []);

describe('fileVersionsOf', () => {
  it('answers nothing until another connection commits, then the topics its write moved', async () => {
    const check = checkOf(fileVersionsOf(path));
    expect(check()).toEqual([]);
    expect(check()).toEqual([]);
    await other.client.execute('UPDATE industry SET name_en = name_en WHERE key = (SELECT min(key) FROM industry)');
    expect(check()).toEqual<ReadTopic[]>(['catalogue']);
    expect(check()).toEqual([]);
    await other.client.execute("INSERT INTO lease (name, holder, expires_at) VALUES ('unwatched', 'another process', 0)");
    // a commit that changed no counter moves nothing
    expect(check()).toEqual([]);
  });

  it('forgets everything once when another file takes the path (a restore), and fails, as unavailable, while no file is there', async () => {
    const check = checkOf(fileVersionsOf(path));
    expect(check()).toEqual([]);
    const aside = `${path}.aside`;
    renameSync(path, aside);
    try {
      // checked at most once a FILE_CHECK_MS: wait for the condition, not for a duration
      const deadline = Date.now() + 30 * FILE_CHECK_MS;
      let failure: unknown;
      while (!failure && Date.now() < deadline) {
        try {
          check();
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
        moved = check();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect(moved).toEqual(expect.arrayContaining<ReadTopic>(['catalogue', 'PRE_BUILT_MODEL', 'banner']));
  });
});
