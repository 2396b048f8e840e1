import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByUsername, updateAccount } from '#db/queries/account.ts';
import { createMember, login, type TestApp } from '../testing/api-kit.ts';
import { createTestApp, TEST_SCRYPT_PARAMS } from '../testing/test-app.ts';
import { createPasswords, SCRYPT_PARAMS } from './password-hash.ts';

// The portal's own cost is kept under test here (the other API tests hash at a trivial cost): its PHC
// string, its verification, and the upgrade of a hash made at another cost when its owner signs in.

const production = createPasswords(SCRYPT_PARAMS);
const cheap = createPasswords(TEST_SCRYPT_PARAMS);

describe('password hashing at the portal cost', () => {
  it('stores scrypt N=2^14, r=8, p=5 with a salt, and verifies only the right password', async () => {
    const stored = await production.hash('Portal#2026!');
    expect(stored).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await production.hash('Portal#2026!')).not.toBe(stored);
    expect(await production.verify('Portal#2026!', stored)).toEqual({ ok: true, needsRehash: false });
    expect((await production.verify('Portal#2026?', stored)).ok).toBe(false);
    // an unknown account costs a real hash and never matches
    expect(await production.verify('Portal#2026!', null)).toEqual({ ok: false, needsRehash: false });
  });

  it('a hash made at another cost still verifies, and asks to be made again at this one', async () => {
    const old = await cheap.hash('Portal#2026!');
    expect(await production.verify('Portal#2026!', old)).toEqual({ ok: true, needsRehash: true });
    expect((await cheap.verify('Portal#2026!', old)).needsRehash).toBe(false);
  });
});

describe('POST /api/auth/login on a portal at its own cost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ passwordCost: SCRYPT_PARAMS });
  });
  afterAll(() => t.close());

  it('upgrades a hash made at another cost when its owner signs in', async () => {
    const member = await createMember(t);
    await updateAccount(t.db, member.id, { passwordHash: await cheap.hash(member.password) });
    const { res } = await login(t, member.username, member.password);
    expect(res.status).toBe(200);
    expect((await findAccountByUsername(t.db, member.username))?.passwordHash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);
  });
});
