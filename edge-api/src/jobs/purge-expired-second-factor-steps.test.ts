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
});
