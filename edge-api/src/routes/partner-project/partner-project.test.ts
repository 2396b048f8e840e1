import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '#core/schemas/common.ts';
import type { PartnerProjectItem } from '#core/schemas/partner-project.ts';
import { schema } from '#db/client.ts';
import { insertPartnerProject, partnerProjectSeeds } from '#db/seed/content/partner-content.ts';
import { expectFailure, msg, readJson, type TestApp } from '../../testing/api-kit.ts';
import { partnerSessions, type Sessions, type Who } from '../../testing/partner-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
let s: Sessions;
let seeded: number[] = [];
let finance = 0;
let publicSector = 0;
const now = new Date('2026-11-01T00:00:00Z');
const PATH = '/api/content-manager/partner-bussiness';

beforeAll(async () => {
  t = await createTestApp();
  s = await partnerSessions(t);
  seeded = [];
  for (const seed of partnerProjectSeeds) seeded.push(await insertPartnerProject(t.db, seed, { now }));
  const field = async (code: string) =>
    (
      await t.db
        .select({ id: schema.masterData.id })
        .from(schema.masterData)
        .where(and(eq(schema.masterData.type, 'BUSSINESS_FIELD'), eq(schema.masterData.code, code)))
    )[0]!.id;
  finance = await field('BF_FINANCE');
  publicSector = await field('BF_PUBLIC');
});
afterAll(() => t.close());

const as = (who: Who) => ({ cookie: s[who].cookie });
const payload = (overrides: Record<string, unknown> = {}) => ({
  projectName: '지방세 체납 예측',
  partnerName: '데이터웍스 파트너스',
  partnerPersonInCharge: '최민지',
  email: 'Partner@DataWorks-partner.co.kr',
  clientName: '서울시',
  sdsPersonInCharge: '박준호',
  clientFieldId: publicSector,
  projectStartDate: '2026-12-01',
  projectEndDate: '2027-05-31',
  description: '체납 가능성이 높은 납세자를 예측해 안내 우선순위를 정합니다.',
  ...overrides,
});

async function list(query: string, who: Who = 'ADMIN') {
  const res = await t.get(`${PATH}${query}`, 'ko', as(who));
  const body = await readJson<Page<PartnerProjectItem>>(res);
  expect(res.status, body.message).toBe(200);
  return body.data;
}

describe('GET /api/content-manager/partner-bussiness', () => {
  it('pages projects newest first with the client field names, searched and filtered', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: partnerProjectSeeds.length, pageSize: 10 });
    expect(page.items.map((item) => item.id)).toEqual(seeded);
    expect(page.items[0]).toMatchObject({ displayKrNm: '제조', displayEnNm: 'Manufacturing', email: 'partner@dataworks-partner.co.kr' });
    expect((await list(`?clientFieldId=${finance}`, 'CONTENT_MANAGER')).items.map((item) => item.clientName)).toEqual(['미래카드']);
    expect((await list(`?keyword=${encodeURIComponent('인사이트랩')}&searchCondition=partnerName`)).total).toBe(2);
    expect((await list(`?keyword=${encodeURIComponent('인사이트랩')}&searchCondition=clientName`)).total).toBe(0);
    expect((await list('?pageNo=2&pageSize=2')).items.map((item) => item.id)).toEqual(seeded.slice(2, 4));
  });

  it('gives one project by id and 404 for an unknown one', async () => {
    const res = await t.get(`${PATH}/${seeded[1]}`, 'en', as('CONTENT_MANAGER'));
    expect((await readJson<PartnerProjectItem>(res)).data).toMatchObject({ projectName: '카드 이상거래 탐지 고도화', clientFieldId: finance });
    await expectFailure(await t.get(`${PATH}/999999`, 'en', as('ADMIN')), 404, 'en', 'api.noData');
  });

  it('admits the content authors only, in both languages', async () => {
    await expectFailure(await t.get(PATH, 'ko'), 401, 'ko', 'auth.loginRequired');
    for (const who of ['MEMBER', 'PARTNER', 'STAFF'] as const) {
      await expectFailure(await t.get(PATH, 'en', as(who)), 403, 'en', 'auth.accessDenied');
      await expectFailure(await t.send('POST', PATH, payload(), 'ko', as(who)), 403, 'ko', 'auth.accessDenied');
    }
    // the console's session is an author's too
    expect((await t.get(PATH, 'ko', as('console'))).status).toBe(200);
  });
});

describe('POST and PUT /api/content-manager/partner-bussiness', () => {
  it('registers a project (the e-mail lowered) and saves a change', async () => {
    const res = await t.send('POST', PATH, payload(), 'ko', as('ADMIN'));
    const body = await readJson<PartnerProjectItem>(res);
    expect(res.status, body.message).toBe(201);
    expect(body.message).toBe(msg('ko', 'resources.createSuccess'));
    expect(body.data).toMatchObject({ email: 'partner@dataworks-partner.co.kr', displayKrNm: '공공', insByUserName: 'ADMIN 회원' });
    expect((await list('?pageSize=1')).items[0]?.id).toBe(body.data.id);

    const saved = await t.send(
      'PUT',
      PATH,
      { id: body.data.id, ...payload({ clientFieldId: finance, projectEndDate: '2026-12-01' }) },
      'en',
      as('CONTENT_MANAGER'),
    );
    const after = await readJson<PartnerProjectItem>(saved);
    expect(saved.status, after.message).toBe(200);
    expect(after.data).toMatchObject({ displayEnNm: 'Finance', projectEndDate: '2026-12-01', updByUserName: 'CONTENT_MANAGER 회원' });
    await expectFailure(await t.send('PUT', PATH, { id: 999999, ...payload() }, 'ko', as('ADMIN')), 404, 'ko', 'api.noData');
  });

  it('requires every field of spec §5, naming it in the language asked', async () => {
    const labels = {
      projectName: ['프로젝트명', 'Project name'],
      partnerName: ['파트너사', 'Partner'],
      clientName: ['고객사', 'Client'],
      description: ['설명', 'Description'],
      partnerPersonInCharge: ['파트너 담당자', 'Partner contact'],
      sdsPersonInCharge: ['SDS 담당자', 'SDS contact'],
      email: ['이메일', 'E-mail'],
    } as const;
    for (const [field, [ko, en]] of Object.entries(labels)) {
      await expectFailure(await t.send('POST', PATH, payload({ [field]: ' ' }), 'ko', as('ADMIN')), 422, 'ko', 'validation.required', {
        field: ko,
        min: '',
        max: '',
      });
      await expectFailure(await t.send('POST', PATH, payload({ [field]: undefined }), 'en', as('ADMIN')), 422, 'en', 'validation.required', {
        field: en,
        min: '',
        max: '',
      });
    }
  });

  it('checks the e-mail, the client field and the dates', async () => {
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await t.send('POST', PATH, payload({ email: 'someone@example' }), lang, as('ADMIN')), 422, lang, 'validation.email', {
        field: lang === 'ko' ? '이메일' : 'E-mail',
        min: '',
        max: '',
      });
      await expectFailure(await t.send('POST', PATH, payload({ clientFieldId: undefined }), lang, as('ADMIN')), 422, lang, 'validation.required', {
        field: lang === 'ko' ? '고객 분야' : 'Client field',
        min: '',
        max: '',
      });
      await expectFailure(await t.send('POST', PATH, payload({ clientFieldId: 0 }), lang, as('ADMIN')), 422, lang, 'partnerProject.selectClientField');
      // an id of another master-data type is no client field
      await expectFailure(await t.send('POST', PATH, payload({ clientFieldId: 999 }), lang, as('ADMIN')), 422, lang, 'partnerProject.selectClientField');
      await expectFailure(await t.send('POST', PATH, payload({ projectStartDate: '2026-02-30' }), lang, as('ADMIN')), 422, lang, 'partnerProject.invalidDate', {
        field: lang === 'ko' ? '시작일' : 'Start date',
        min: '',
        max: '',
      });
    }
  });

  it('refuses a start after the end, in both languages, and takes a one-day project', async () => {
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(
        await t.send('POST', PATH, payload({ projectStartDate: '2027-01-02', projectEndDate: '2027-01-01' }), lang, as('ADMIN')),
        422,
        lang,
        'partnerProject.startAfterEnd',
      );
    }
    const before = await list('');
    await expectFailure(
      await t.send('PUT', PATH, { id: seeded[0], ...payload({ projectStartDate: '2027-01-02', projectEndDate: '2026-01-01' }) }, 'ko', as('ADMIN')),
      422,
      'ko',
      'partnerProject.startAfterEnd',
    );
    expect((await list('')).items).toEqual(before.items);
    const oneDay = await t.send('POST', PATH, payload({ projectStartDate: '2027-01-02', projectEndDate: '2027-01-02' }), 'ko', as('ADMIN'));
    expect(oneDay.status).toBe(201);
  });
});
