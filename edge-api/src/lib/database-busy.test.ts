import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdWriteLock } from '#db/testing/write-lock.ts';
import { createMember, expectFailure, login, type TestApp } from '../testing/api-kit.ts';
import { createTestApp } from '../testing/test-app.ts';

// Issue: when the database is busy. Another process (a job, a backup, the sqlite3 shell) holds SQLite's
// write lock while a member signs in: the sign-in waits for it and succeeds; only a lock held past the
// bound answers 503 in the caller's language, and the log names the database's own cause.

describe('POST /api/auth/login while another process holds the write lock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits for the lock and signs the member in', async () => {
    const member = await createMember(t);
    const lock = await holdWriteLock(t.dbPath);
    const signIn = login(t, member.username, member.password, 'en');
    // the sign-in writes its session: it cannot finish while the lock is held, and must not fail
    expect(await Promise.race([signIn.then(() => 'answered'), sleep(300).then(() => 'waiting')])).toBe('waiting');
    await lock.release();
    const { res, cookie } = await signIn;
    expect(res.status).toBe(200);
    expect(cookie).toBeDefined();
  });
});

describe('POST /api/auth/login when the lock is held past the bound', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ busyWaitMs: 150 });
  });
  afterAll(() => t.close());

  it('answers 503 in the caller language, signs nobody in, logs "database is locked", and works again once the lock is gone', async () => {
    const member = await createMember(t);
    const lock = await holdWriteLock(t.dbPath);
    try {
      for (const lang of ['ko', 'en'] as const) {
        const { res, cookie } = await login(t, member.username, member.password, lang);
        await expectFailure(res, 503, lang, 'api.databaseBusy');
        expect(cookie).toBeUndefined();
      }
    } finally {
      await lock.release();
    }
    expect(t.log.errors.at(-1)).toMatchObject({ message: 'database busy', fields: { cause: expect.stringContaining('database is locked') as unknown } });
    const { res } = await login(t, member.username, member.password, 'ko');
    expect(res.status).toBe(200);
  });
});
