// A withdrawn member's personal data (portal spec §9: at most 5 days after withdrawal, issue 33): the member
// withdraws on My Page, and the next nightly run replaces their username and name by their pseudonym and removes
// their address and browser in every audit log, their name as writer of their posts, their partner application's
// person and their mail, while the records themselves stay and their chains still verify. Another member's
// traces are untouched.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, parseRetentionCounts } from '#core/schemas/retention.ts';
import { schema } from '#db/client.ts';
import { listBatchRuns } from '#db/queries/batch-run.ts';
import { auditKeys, memberPseudonym } from '../lib/audit-chain/keys.ts';
import { verifyLog } from '../lib/audit-chain/verify.ts';
import { signedInMember, type TestApp } from '../testing/api-kit.ts';
import { createTestApp } from '../testing/test-app.ts';
import { runJobs } from './run-jobs.ts';

const now = new Date('2026-11-23T18:00:00Z');

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  t.clock.now = now;
});
afterEach(() => t.close());

async function writesAPost(member: { id: number; name: string }) {
  const [board] = await t.db
    .insert(schema.forumBoard)
    .values({ nameKr: '자유 게시판', nameEn: 'Open board', category: 'FREE', insDtm: now.toISOString() })
    .returning({ id: schema.forumBoard.id });
  const [post] = await t.db
    .insert(schema.forumPost)
    .values({ boardId: board!.id, title: '질문', content: '<p>본문</p>', writerId: member.id, insByUserName: member.name, insDtm: now.toISOString() })
    .returning({ id: schema.forumPost.id });
  return post!.id;
}

describe('a withdrawn member', () => {
  it('is pseudonymised in the logs and content by the next run, the records kept and their chains verifying', async () => {
    const leaving = await signedInMember(t, { name: '탈퇴자' });
    const staying = await signedInMember(t, { name: '남는이' });
    const postId = await writesAPost(leaving);
    await t.db.insert(schema.contentUsageHistory).values({
      contentType: 'VIDEO',
      action: 'VIEW',
      contentId: 1,
      userId: leaving.id,
      username: leaving.username,
      ip: '198.51.100.9',
      createdAt: now.toISOString(),
    });
    await t.db.insert(schema.partnerApplication).values({
      company: '한빛',
      businessTypes: 'SI',
      name: leaving.name,
      contact: '01012345678',
      email: leaving.username,
      country: '+82',
      lang: 'ko',
      ip: '198.51.100.9',
      createdAt: now.toISOString(),
    });
    // some rows are sealed before the withdrawal, the rest by the job's own sealing
    await runJobs('seal-audit-logs', t.deps, now);
    const res = await t.send('DELETE', '/api/auth/delete-account', { password: leaving.password }, 'ko', { cookie: leaving.cookie });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(schema.withdrawnAccount)).toHaveLength(1);

    await runJobs('apply-retention', t.deps, now);
    const [run] = (await listBatchRuns(t.db, 5)).filter((entry) => entry.jobName === 'apply-retention');
    expect(parseRetentionCounts(run?.detail ?? '').withdrawnMember).toBe(1);

    const pseudonym = memberPseudonym(await auditKeys(t.deps), leaving.id);
    expect(pseudonym).toMatch(/^member-[0-9a-f]{12}$/);
    const connections = await t.db.select().from(schema.connectionHistory).orderBy(schema.connectionHistory.id);
    // the sign-in and the sign-out of the withdrawal stay, as the pseudonym, with no address or browser
    const theirs = connections.filter((row) => row.userId === leaving.id);
    expect(theirs.map((row) => row.event)).toEqual(['LOGIN', 'LOGOUT']);
    for (const row of theirs) expect(row).toMatchObject({ username: pseudonym, ip: '', userAgent: '' });
    const others = connections.filter((row) => row.userId === staying.id);
    expect(others[0]).toMatchObject({ username: staying.username });
    expect(others[0]?.ip).not.toBe('');
    expect(JSON.stringify(connections)).not.toContain(leaving.username);
    const [usage] = await t.db.select().from(schema.contentUsageHistory);
    expect(usage).toMatchObject({ username: pseudonym, ip: '', userId: leaving.id });
    const [post] = await t.db.select().from(schema.forumPost).where(eq(schema.forumPost.id, postId));
    expect(post).toMatchObject({ insByUserName: pseudonym, writerId: null });
    const [application] = await t.db.select().from(schema.partnerApplication);
    expect(application).toMatchObject({ company: '한빛', name: pseudonym, contact: '', email: pseudonym, ip: '' });
    // the withdrawal's own record of the identity is gone once done
    expect(await t.db.select().from(schema.withdrawnAccount)).toEqual([]);
    const keys = await auditKeys(t.deps);
    for (const log of auditLogs) expect(await verifyLog(t.db, keys, log)).toMatchObject({ verified: true });
  });

  it('has one pseudonym, the same on every run, and another member another one', async () => {
    const keys = await auditKeys(t.deps);
    expect(memberPseudonym(keys, 41)).toBe(memberPseudonym(await auditKeys(t.deps), 41));
    expect(memberPseudonym(keys, 41)).not.toBe(memberPseudonym(keys, 42));
  });

  it('names an admin’s filters with the pseudonym instead of the member’s address', async () => {
    const leaving = await signedInMember(t);
    await t.db.insert(schema.adminAccessHistory).values({
      adminId: 999,
      adminUsername: 'admin@example.com',
      action: 'VIEW',
      screen: '/admin/account',
      detail: `keyword=${leaving.username.toUpperCase()}`,
      ip: '192.0.2.1',
      createdAt: now.toISOString(),
    });
    await t.send('DELETE', '/api/auth/delete-account', { password: leaving.password }, 'ko', { cookie: leaving.cookie });
    await runJobs('apply-retention', t.deps, now);
    const pseudonym = memberPseudonym(await auditKeys(t.deps), leaving.id);
    const [row] = await t.db.select().from(schema.adminAccessHistory).where(eq(schema.adminAccessHistory.adminId, 999));
    // the admin's own address stays: it is theirs, not the member's
    expect(row).toMatchObject({ detail: `keyword=${pseudonym}`, adminUsername: 'admin@example.com', ip: '192.0.2.1' });
    expect(await verifyLog(t.db, await auditKeys(t.deps), 'admin_access_history')).toMatchObject({ verified: true });
  });
});
