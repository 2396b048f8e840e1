// The partner area answers what core/api/partner-calls.ts says (decision 038): the partner FAQ and
// library, the partner Q&A with its comments, the partners' projects, the policy and the application.
import { beforeAll, describe, it } from 'vitest';
import { signedInAdmin, signedInMember, useTestApp, type TestApp } from '../testing/api-kit.ts';
import { liveAnswer, seedDemoPortal } from './contract-kit.ts';

let t: TestApp;
let author: string;
let partner: string;
let staff: string;
useTestApp((app) => (t = app));

beforeAll(async () => {
  await seedDemoPortal(t);
  author = (await signedInAdmin(t)).cookie;
  partner = (await signedInMember(t, { role: 'PARTNER' })).cookie;
  staff = (await signedInMember(t, { role: 'STAFF' })).cookie;
});

function firstOf<T>(answer: { items: T[] } | object): T {
  const [first] = 'items' in answer ? answer.items : [];
  if (!first) throw new Error('the demo content has none');
  return first;
}

describe('the partner documents answer their contract', () => {
  it('the partner FAQ: a page, one, register, edit, delete', async () => {
    const faq = firstOf(await liveAnswer(t, 'GET /api/partner/faq', { cookie: partner, query: { pageNo: 1 } }));
    await liveAnswer(t, 'GET /api/partner/faq', { cookie: partner, query: { id: faq.id } });
    const body = { titleKr: '장비 지원이 되나요?', contentKr: '<p>지원합니다.</p>', faqType: faq.questionTypeId, attachments: [] };
    const saved = await liveAnswer(t, 'POST /api/admin/partner-faq', { cookie: author, body });
    await liveAnswer(t, 'PUT /api/admin/partner-faq/:id', { cookie: author, params: { id: saved.id }, body });
    await liveAnswer(t, 'DELETE /api/admin/partner-faq/:id', { cookie: author, params: { id: saved.id } });
  });

  it('the partner library: a page, one, its neighbours, register, edit, delete', async () => {
    const document = firstOf(await liveAnswer(t, 'GET /api/partner/partner-library', { cookie: partner, query: { pageNo: 1 } }));
    await liveAnswer(t, 'GET /api/partner/partner-library', { cookie: partner, query: { id: document.id } });
    await liveAnswer(t, 'GET /api/partner/partner-library/next-and-previous', { cookie: partner, query: { id: document.id } });
    const body = { titleKr: '온보딩 자료', titleEn: 'Onboarding kit', contentKr: '<p>체크리스트</p>', contentEn: '<p>Checklist</p>', attachments: [] };
    const saved = await liveAnswer(t, 'POST /api/admin/partner-library', { cookie: author, body });
    await liveAnswer(t, 'PUT /api/admin/partner-library/:id', { cookie: author, params: { id: saved.id }, body });
    await liveAnswer(t, 'DELETE /api/admin/partner-library/:id', { cookie: author, params: { id: saved.id } });
  });
});

describe('the partner Q&A answers its contract', () => {
  it('a page, one, a question asked and edited, its comments, its delete', async () => {
    const listed = firstOf(await liveAnswer(t, 'GET /api/partner/question-answer', { cookie: partner, query: { pageNo: 1 } }));
    await liveAnswer(t, 'GET /api/partner/question-answer/:id', { cookie: partner, params: { id: listed.id } });
    const body = {
      type: 'TECHNICAL',
      productCd: listed.productCd,
      version: '4.2.1',
      title: '작업이 대기 상태로 남습니다',
      content: '<p>재시작 후 멈춥니다.</p>',
      isPrivate: false,
      attachments: [],
    };
    const asked = await liveAnswer(t, 'POST /api/partner/question-answer', { cookie: partner, body });
    await liveAnswer(t, 'PUT /api/partner/question-answer/:id', { cookie: partner, params: { id: asked.id }, body: { ...body, version: '4.2.2' } });
    const comment = await liveAnswer(t, 'POST /api/partner/comment', { cookie: partner, body: { questionId: asked.id, content: '로그를 첨부합니다.' } });
    const reply = await liveAnswer(t, 'POST /api/partner/comment', {
      cookie: partner,
      body: { questionId: asked.id, content: '확인했습니다.', parentId: comment.id },
    });
    await liveAnswer(t, 'PUT /api/partner/comment/:id', { cookie: partner, params: { id: comment.id }, body: { content: '로그를 다시 첨부합니다.' } });
    await liveAnswer(t, 'DELETE /api/partner/comment/child/:id', { cookie: partner, params: { id: reply.id } });
    await liveAnswer(t, 'DELETE /api/partner/comment/:id', { cookie: partner, params: { id: comment.id } });
    await liveAnswer(t, 'DELETE /api/partner/question-answer/:id', { cookie: partner, params: { id: asked.id } });
  });

  it('a staff answer accepted and withdrawn, and the console’s answer times', async () => {
    const listed = firstOf(await liveAnswer(t, 'GET /api/partner/question-answer', { cookie: partner, query: { pageNo: 1 } }));
    const body = {
      type: 'LICENSE',
      productCd: listed.productCd,
      version: '',
      title: '라이선스 갱신',
      content: '<p>갱신 방법은?</p>',
      isPrivate: false,
      attachments: [],
    };
    const asked = await liveAnswer(t, 'POST /api/partner/question-answer', { cookie: partner, body });
    const answer = await liveAnswer(t, 'POST /api/partner/comment', { cookie: staff, body: { questionId: asked.id, content: '갱신 키를 보냈습니다.' } });
    await liveAnswer(t, 'PUT /api/partner/question-answer/:id/accept', { cookie: partner, params: { id: asked.id }, body: { commentId: answer.id } });
    await liveAnswer(t, 'DELETE /api/partner/question-answer/:id/accept', { cookie: partner, params: { id: asked.id } });
    await liveAnswer(t, 'GET /api/admin/partner-qna-times', { cookie: author, query: {} });
  });
});

describe('the partner area answers its contract', () => {
  it("the partners' projects: a page, register, edit", async () => {
    const project = firstOf(await liveAnswer(t, 'GET /api/content-manager/partner-bussiness', { cookie: author, query: { pageNo: 1 } }));
    const { projectName, partnerName, partnerPersonInCharge, email, clientName, sdsPersonInCharge, clientFieldId, description } = project;
    const body = {
      projectName,
      partnerName,
      partnerPersonInCharge,
      email,
      clientName,
      sdsPersonInCharge,
      clientFieldId,
      description,
      projectStartDate: '2026-12-01',
      projectEndDate: '2027-05-31',
    };
    const saved = await liveAnswer(t, 'POST /api/content-manager/partner-bussiness', { cookie: author, body });
    await liveAnswer(t, 'PUT /api/content-manager/partner-bussiness', { cookie: author, body: { id: saved.id, ...body } });
  });

  it('the partner policy, read and saved', async () => {
    await liveAnswer(t, 'GET /api/partner/partner-policy', { cookie: partner });
    await liveAnswer(t, 'PUT /api/partner/partner-policy', { cookie: partner, body: { contentKr: '<p>정책</p>', contentEn: '<p>Policy</p>' } });
  });
});
