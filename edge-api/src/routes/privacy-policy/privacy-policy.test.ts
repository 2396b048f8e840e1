import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '#core/schemas/common.ts';
import { schema } from '#db/client.ts';
import { seedPolicies } from '#db/seed/content/policies.ts';
import { createTestApp } from '../../testing/test-app.ts';

type Revision = { id: number; version: string; effectiveDate: string; label: string; useClassification: string; content: string };

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedPolicies(t.db, { now: new Date('2026-01-05T00:00:00Z') });
  // a policy of another type must never be listed as the portal privacy policy
  await t.db.insert(schema.policy).values({
    typeCode: 'PP_TYPE_PARTNER',
    nameCode: 'PP_NAME_PARTNER',
    langCode: 'LANG_KO',
    version: '9.0',
    content: '<p>파트너</p>',
    effectiveDate: '2030-01-01',
    createdDate: '2026-01-05',
  });
});
afterAll(() => t.close());

const revisions = async (path: string, lang: 'ko' | 'en') => {
  const res = await t.get(path, lang);
  return { res, body: (await res.json()) as Envelope<Revision[]> };
};

describe('GET /api/public/privacy-policy/revision', () => {
  it('lists the Korean revisions newest first, labelled [V.{version}] {date}, for a Korean caller', async () => {
    const { res, body } = await revisions('/api/public/privacy-policy/revision', 'ko');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: true, message: '성공', code: 200, status: 200 });
    expect(body.data.map((r) => r.label)).toEqual(['[V.3.0] 2022-11-11', '[V.2.0] 2021-02-22', '[V.1.0] 2019-11-27']);
    expect(body.data.map((r) => r.useClassification)).toEqual(['PP_USE_NEWEST', 'PP_USE_OLD', 'PP_USE_OLD']);
    expect(body.data[0]?.content).toContain('개인정보 처리방침');
    expect(body.data[0]?.content).toContain('마지막 접속일로부터 1년');
  });

  it('lists the English revisions for an English caller, with the retention periods in force', async () => {
    const { body } = await revisions('/api/public/privacy-policy/revision', 'en');
    expect(body.message).toBe('Success');
    expect(body.data.map((r) => [r.version, r.effectiveDate])).toEqual([
      ['3.0', '2022-11-11'],
      ['2.0', '2021-02-22'],
      ['1.0', '2019-11-27'],
    ]);
    const newest = body.data[0]?.content ?? '';
    expect(newest).toContain('Cross-border transfer');
    expect(newest).toContain('within 5 days');
    expect(newest).toContain('1 year and 6 months');
    expect(newest).toContain('at least 7 days');
    // the first revision predates marketing consent
    expect(body.data[2]?.content).not.toContain('Marketing consent');
  });

  it('lets the lang query choose the language over Accept-Language', async () => {
    const { body } = await revisions('/api/public/privacy-policy/revision?lang=en', 'ko');
    expect(body.message).toBe('성공');
    expect(body.data[0]?.content).toContain('Privacy officer');
    const bad = await revisions('/api/public/privacy-policy/revision?lang=fr', 'en');
    expect(bad.res.status).toBe(422);
    expect(bad.body.success).toBe(false);
  });

  it('answers the content sanitised even when a row holds unsafe markup', async () => {
    await t.db.insert(schema.policy).values({
      langCode: 'LANG_EN',
      version: '3.1',
      useClassification: 'PP_USE_OLD',
      content:
        '<p onclick="steal()">Draft</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)><iframe src="https://evil.example/"></iframe>',
      effectiveDate: '2023-01-01',
      createdDate: '2026-01-05',
    });
    const { body } = await revisions('/api/public/privacy-policy/revision', 'en');
    const draft = body.data.find((r) => r.version === '3.1');
    expect(draft?.label).toBe('[V.3.1] 2023-01-01');
    expect(draft?.content).toBe('<p>Draft</p><a>x</a>');
    expect(body.data.map((r) => r.version)).toEqual(['3.1', '3.0', '2.0', '1.0']);
  });
});

describe('seedPolicies', () => {
  it('adds the revisions once, however often it runs', async () => {
    await seedPolicies(t.db);
    const rows = await t.db.select().from(schema.policy);
    expect(rows.filter((row) => row.typeCode === 'PP_TYPE_PORTAL' && row.version !== '3.1')).toHaveLength(6);
  });
});
