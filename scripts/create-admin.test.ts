import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createPasswords, SCRYPT_PARAMS } from '#api/lib/password-hash.ts';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';
import { findAccountByUsername } from '#db/queries/account.ts';

const run = promisify(execFile);

describe('npm run admin:create', () => {
  it('creates an active admin with a printed temporary password that must be changed, once', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'create-admin-'));
    const env = {
      ...process.env,
      DATABASE_URL: `file:${join(dir, 'portal.db')}`,
      SEED_DEMO_CONTENT: 'false',
      OUTBOX_DIR: join(dir, 'outbox'),
      UPLOADS_DIR: join(dir, 'uploads'),
      LOG_LEVEL: 'error',
    };
    const script = join(import.meta.dirname, 'create-admin.ts');
    const { stdout } = await run(process.execPath, [script, 'First.Admin@Example.com', '김관리', '01012345678'], { env });
    const password = stdout.trim().split('\n').at(-1) ?? '';
    expect(password).toMatch(/^\S{12}$/);

    const { db, client } = await openLibsql(env.DATABASE_URL);
    try {
      const account = await findAccountByUsername(db, 'first.admin@example.com');
      expect(account).toMatchObject({ role: 'ADMIN', status: 'ACTIVE', name: '김관리', phoneNumber: '01012345678', mustChangePassword: true });
      expect(account?.passwordHash).not.toContain(password);
      // the one test that hashes at the portal's own cost: the script uses the production hasher
      expect(account?.passwordHash).toMatch(new RegExp(`^\\$scrypt\\$ln=${SCRYPT_PARAMS.ln},r=${SCRYPT_PARAMS.r},p=${SCRYPT_PARAMS.p}\\$`));
      expect(await createPasswords().verify(password, account?.passwordHash ?? null)).toEqual({ ok: true, needsRehash: false });
    } finally {
      client.close();
    }

    const failure = (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr });
    const again = await run(process.execPath, [script, 'first.admin@example.com', '다른이름', '01099998888'], { env }).then(() => null, failure);
    expect(again?.code).toBe(1);
    expect(again?.stderr).toContain('already exists');
    const bad = await run(process.execPath, [script, 'not-an-email'], { env }).then(() => null, failure);
    expect(bad?.code).toBe(2);
    expect(bad?.stderr).toContain('Usage');
  });

  it('prints the INSERT of the first admin of a D1 deployment (--sql), which D1 runs once', { timeout: 60_000 }, async () => {
    const script = join(import.meta.dirname, 'create-admin.ts');
    const { stdout, stderr } = await run(process.execPath, [script, '--sql', 'D1.Admin@Example.com', "오'관리", '01055556666'], {
      env: { ...process.env, LOG_LEVEL: 'error' },
    });
    expect(stdout.trim()).toMatch(/^INSERT INTO "user_account" \(.+\) VALUES \(.+\);$/);
    const password = stderr.trim().split('\n').at(-1) ?? '';
    expect(password).toMatch(/^\S{12}$/);
    expect(stdout).not.toContain(password);

    // the same schema as D1's, from the same migrations
    const { db, client } = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'create-admin-d1-')), 'portal.db')}`);
    try {
      await migrateLibsql(db);
      await client.execute(stdout.trim());
      const account = await findAccountByUsername(db, 'd1.admin@example.com');
      expect(account).toMatchObject({ role: 'ADMIN', status: 'ACTIVE', name: "오'관리", phoneNumber: '01055556666', mustChangePassword: true });
      expect(await createPasswords().verify(password, account?.passwordHash ?? null)).toEqual({ ok: true, needsRehash: false });
      await expect(client.execute(stdout.trim())).rejects.toThrow(/UNIQUE/);
    } finally {
      client.close();
    }
  });
});
