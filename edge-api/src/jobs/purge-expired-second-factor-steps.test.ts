import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '#db/client.ts';
import { cookieJar, freshIp, signedInMember, TEST_START, useTestApp, type TestApp } from '../testing/api-kit.ts';
import { enrolApp } from '../testing/second-factor.ts';
import { runJobs } from './run-jobs.ts';

let t: TestApp;
const { at } = useTestApp((app) => (t = app));
const BASE = '/api/member/second-factor';
const rowOf = async (userId: number) => (await t.db.select().from(schema.totpFactor).where(eq(schema.totpFactor.userId, userId)))[0];
const tokensOf = (userId: number) => t.db.select().from(schema.oneTimeToken).where(eq(schema.oneTimeToken.userId, userId));

describe('the nightly purge-expired-second-factor-steps (issue 34)', () => {
  it('removes set-ups never confirmed and ended pending sign-ins and links; keeps what is live and every active app', async () => {
    const idle = await signedInMember(t);
    const headers = { cookie: idle.cookie, 'x-test-ip': freshIp() };
    await t.send('POST', '/api/auth/import-password', { password: idle.password }, 'ko', headers);
    expect((await t.send('POST', `${BASE}/totp`, undefined, 'ko', headers)).status).toBe(200);
    const enrolled = await signedInMember(t);
    await enrolApp(t, enrolled.cookie, BASE, enrolled.password);
    // the enrolled member's sign-in waits at the second step, and mailed itself a "lost your device" link
    const step1 = await t.send('POST', '/api/auth/login', { username: enrolled.username, password: enrolled.password }, 'ko', { 'x-test-ip': freshIp() });
    await t.send('POST', '/api/auth/login/lost-device', undefined, 'ko', { cookie: cookieJar('', step1), 'x-test-ip': freshIp() });
    expect((await tokensOf(enrolled.id)).map((row) => row.purpose).sort()).toEqual(['MEMBER_PENDING_LOGIN', 'SECOND_FACTOR_RECOVERY']);

    // not yet ended: everything stays
    await runJobs('purge-expired-second-factor-steps', t.deps, new Date(TEST_START.getTime() + 60_000));
    expect((await rowOf(idle.id))?.pendingSecret).toMatch(/^v1\./);
    expect(await tokensOf(enrolled.id)).toHaveLength(2);

    at(31);
    await runJobs('purge-expired-second-factor-steps', t.deps, new Date(TEST_START.getTime() + 31 * 60_000));
    expect(await rowOf(idle.id)).toBeUndefined();
    expect((await rowOf(enrolled.id))?.secret).toMatch(/^v1\./);
    expect(await tokensOf(enrolled.id)).toEqual([]);
    const [run] = await t.db.select().from(schema.batchRun).where(eq(schema.batchRun.jobName, 'purge-expired-second-factor-steps'));
    expect(run?.status).toBe('SUCCESS');
  });

  it('removes passkey challenges a day past their end, and ended provider trips and waiting identities', async () => {
    const now = TEST_START.toISOString();
    const later = (minutes: number) => new Date(TEST_START.getTime() + minutes * 60_000).toISOString();
    await t.db.insert(schema.passkeyChallenge).values([
      { challenge: 'ENDED-CHALLENGE', purpose: 'SIGN_IN', kind: 'MEMBER', bindingHash: 'b', createdAt: now, expiresAt: later(5) },
      { challenge: 'LIVE-CHALLENGE', purpose: 'SIGN_IN', kind: 'MEMBER', bindingHash: 'b', createdAt: later(24 * 60), expiresAt: later(24 * 60 + 5) },
    ]);
    const trip = {
      provider: 'google' as const,
      purpose: 'SIGN_IN' as const,
      nonce: 'n',
      codeVerifier: 'v',
      lang: 'ko' as const,
      nextPath: '/',
      createdAt: now,
    };
    await t.db.insert(schema.signInProviderFlow).values([
      { ...trip, id: 'ENDED-TRIP', expiresAt: later(10) },
      { ...trip, id: 'LIVE-TRIP', expiresAt: later(26 * 60) },
    ]);
    await t.db.insert(schema.signInProviderPending).values({
      id: 'ENDED-IDENTITY',
      provider: 'kakao',
      subject: 's',
      email: 'waiting@example.com',
      name: '대기',
      lang: 'ko',
      nextPath: '/',
      createdAt: now,
      expiresAt: later(30),
    });
    at(25 * 60);
    await runJobs('purge-expired-second-factor-steps', t.deps, new Date(TEST_START.getTime() + 25 * 60 * 60_000));
    expect((await t.db.select().from(schema.passkeyChallenge)).map((row) => row.challenge)).toEqual(['LIVE-CHALLENGE']);
    expect((await t.db.select().from(schema.signInProviderFlow)).map((row) => row.id)).toEqual(['LIVE-TRIP']);
    expect(await t.db.select().from(schema.signInProviderPending)).toEqual([]);
  });
});
