import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPartnerPolicy } from '#db/queries/partner-policy.ts';
import { expectFailure, readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (body: unknown, cookie?: string, lang: 'ko' | 'en' = 'ko') => t.send('PUT', '/api/partner/partner-policy', body, lang, cookie ? { cookie } : {});

describe('PUT /api/partner/partner-policy', () => {
  it('saves both languages for PARTNER, STAFF and ADMIN, sanitised, and the next read shows it', async () => {
    for (const role of ['PARTNER', 'STAFF', 'ADMIN'] as const) {
      const member = await signedInMember(t, { role, name: `${role} writer` });
      const res = await save(
        {
          contentKr: `<h2>정책 ${role}</h2><p onclick="x()">본문<script>alert(1)</script></p>`,
          contentEn: `<h2>Policy ${role}</h2><img src=x onerror=alert(1)>`,
        },
        member.cookie,
        'en',
      );
      expect(res.status, role).toBe(200);
      expect((await readJson(res)).message).toBe('The partner policy was saved.');
      const policy = await getPartnerPolicy(t.db);
      expect(policy).toMatchObject({ contentKr: `<h2>정책 ${role}</h2><p>본문</p>`, contentEn: `<h2>Policy ${role}</h2>`, updByUserName: `${role} writer` });
      const read = await t.get('/api/partner/partner-policy', 'ko', { cookie: member.cookie });
      expect((await readJson(read)).data).toMatchObject({ contentEn: `<h2>Policy ${role}</h2>` });
    }
  });

  it('refuses a language left empty, or holding only what the allow-list removes, in the caller language', async () => {
    const admin = await signedInMember(t, { role: 'ADMIN' });
    const before = await getPartnerPolicy(t.db);
    await expectFailure(await save({ contentKr: '<p>정책</p>', contentEn: '   ' }, admin.cookie, 'en'), 422, 'en', 'partner.policyRequired');
    await expectFailure(await save({ contentKr: '<script>x</script>', contentEn: '<p>Policy</p>' }, admin.cookie, 'ko'), 422, 'ko', 'partner.policyRequired');
    expect(await getPartnerPolicy(t.db)).toEqual(before);
  });

  it('is refused to a visitor (401), a member and a content manager (403)', async () => {
    expect((await save({ contentKr: '<p>a</p>', contentEn: '<p>b</p>' })).status).toBe(401);
    for (const role of ['MEMBER', 'CONTENT_MANAGER'] as const) {
      const member = await signedInMember(t, { role });
      expect((await save({ contentKr: '<p>a</p>', contentEn: '<p>b</p>' }, member.cookie)).status, role).toBe(403);
      expect((await t.get('/api/partner/partner-policy', 'ko', { cookie: member.cookie })).status, role).toBe(403);
    }
  });
});
