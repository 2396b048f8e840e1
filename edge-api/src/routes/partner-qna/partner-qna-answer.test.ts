// Accepted answers of the partner Q&A (decision 044): the question's writer, and only they, accepts one
// staff comment; the status keeps its meaning (ANSWERED from the first staff comment); the staff member is
// told; the console reads the waits for the first staff answer and for the acceptance, with their medians.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { NotificationPage } from '#core/schemas/notification.ts';
import type { PartnerQnaAcceptView, PartnerQnaCommentView, PartnerQnaDetail, PartnerQnaTimes } from '#core/schemas/partner-qna.ts';
import { expectFailure, msg, readJson, signedInAdmin, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
type Who = { cookie: string };
let partner: Who;
let otherPartner: Who;
let staff: Who;
let console_: Who;

const send = (method: string, path: string, body: unknown, who: Who, lang: Lang = 'ko') =>
  t.send(method, path, body, lang, { cookie: who.cookie, origin: SITE });
const get = (path: string, who: Who, lang: Lang = 'ko') => t.get(path, lang, { cookie: who.cookie });

const START = new Date('2026-11-02T01:00:00.000Z');
const at = (minutes: number) => {
  t.clock.now = new Date(START.getTime() + minutes * 60_000);
};

async function ask(who: Who, title: string): Promise<number> {
  const body = {
    type: 'TECHNICAL',
    productCd: 'PRD_PLATFORM_4X',
    version: '4.2',
    title,
    content: '<p>작업이 멈춥니다.</p>',
    isPrivate: false,
    attachments: [],
  };
  const res = await send('POST', '/api/partner/question-answer', body, who);
  const envelope = await readJson<PartnerQnaDetail>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data.id;
}

async function comment(who: Who, questionId: number, content: string): Promise<number> {
  const res = await send('POST', '/api/partner/comment', { questionId, content }, who);
  const envelope = await readJson<PartnerQnaCommentView>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data.id;
}

const accept = (who: Who, questionId: number, commentId: number, lang: Lang = 'ko') =>
  send('PUT', `/api/partner/question-answer/${questionId}/accept`, { commentId }, who, lang);
const detail = async (who: Who, id: number) => (await readJson<PartnerQnaDetail>(await get(`/api/partner/question-answer/${id}`, who))).data;

beforeAll(async () => {
  t = await createTestApp();
  partner = await signedInMember(t, { role: 'PARTNER', name: '김파트너' });
  otherPartner = await signedInMember(t, { role: 'PARTNER', name: 'Other Partner' });
  staff = await signedInMember(t, { role: 'STAFF', name: '정지원' });
  console_ = await signedInAdmin(t);
});
afterAll(() => t.close());

describe('PUT /api/partner/question-answer/:id/accept', () => {
  it('the writer accepts a staff answer: ANSWERED stays, the times are kept, and the staff member is told', async () => {
    at(0);
    const id = await ask(partner, '재시작 후 작업이 대기 상태입니다');
    at(5);
    const followUp = await comment(partner, id, '로그를 첨부합니다.');
    expect((await detail(partner, id)).status).toBe('OPEN');
    at(30);
    const answer = await comment(staff, id, '스케줄러를 재시작해 주세요.');
    expect((await detail(partner, id)).status).toBe('ANSWERED');
    await expectFailure(await accept(partner, id, followUp, 'en'), 422, 'en', 'partnerQna.acceptNotStaff');
    at(90);
    const res = await accept(partner, id, answer, 'en');
    const body = await readJson<PartnerQnaAcceptView>(res);
    expect(res.status, body.message).toBe(200);
    expect(body.message).toBe(msg('en', 'partnerQna.acceptSaved'));
    const read = await detail(partner, id);
    expect(read).toMatchObject({
      status: 'ANSWERED',
      answeredDtm: new Date(START.getTime() + 30 * 60_000).toISOString(),
      acceptedCommentId: answer,
      acceptedDtm: new Date(START.getTime() + 90 * 60_000).toISOString(),
      canAccept: true,
    });
    expect((await detail(staff, id)).canAccept).toBe(false);
    const bell = (await readJson<NotificationPage>(await get('/api/member/notifications', staff, 'en'))).data;
    expect(bell.items[0]).toMatchObject({ kind: 'PARTNER_QNA_ACCEPTED', refObjId: id, title: msg('en', 'notification.kind.partnerQnaAccepted.title') });
  });

  it('staff and other partners may not accept, a deleted or another question’s comment is refused; nothing changes', async () => {
    at(200);
    const id = await ask(partner, '라이선스 갱신');
    const answer = await comment(staff, id, '갱신 키를 보내 드렸습니다.');
    const elsewhere = await comment(staff, await ask(otherPartner, '다른 질문'), '다른 답변');
    const gone = await comment(staff, id, '지워질 답변');
    expect((await send('DELETE', `/api/partner/comment/${gone}`, undefined, staff)).status).toBe(200);
    await expectFailure(await accept(staff, id, answer, 'ko'), 403, 'ko', 'partnerQna.onlyAskerAccepts');
    await expectFailure(await accept(otherPartner, id, answer, 'en'), 403, 'en', 'partnerQna.onlyAskerAccepts');
    await expectFailure(await accept(partner, id, elsewhere, 'ko'), 422, 'ko', 'partnerQna.acceptUnknown');
    await expectFailure(await accept(partner, id, gone, 'en'), 422, 'en', 'partnerQna.acceptUnknown');
    expect(await detail(partner, id)).toMatchObject({ acceptedCommentId: null, acceptedDtm: null });
  });

  it('the writer withdraws the acceptance, and deleting the accepted comment withdraws it too', async () => {
    at(300);
    const id = await ask(partner, '설치 경로 변경');
    const answer = await comment(staff, id, '설정 파일의 경로를 바꾸세요.');
    expect((await accept(partner, id, answer)).status).toBe(200);
    const res = await send('DELETE', `/api/partner/question-answer/${id}/accept`, undefined, partner, 'en');
    expect(res.status).toBe(200);
    expect((await readJson(res)).message).toBe(msg('en', 'partnerQna.acceptWithdrawn'));
    expect((await detail(partner, id)).acceptedCommentId).toBeNull();
    expect((await accept(partner, id, answer)).status).toBe(200);
    expect((await send('DELETE', `/api/partner/comment/${answer}`, undefined, staff)).status).toBe(200);
    expect((await detail(partner, id)).acceptedCommentId).toBeNull();
  });
});

describe('GET /api/admin/partner-qna-times', () => {
  it('answers the period’s questions with their waits and the medians, for the console only', async () => {
    at(400);
    const times = (await readJson<PartnerQnaTimes>(await get('/api/admin/partner-qna-times?fromDate=2026-11-01&toDate=2026-11-30', console_))).data;
    expect(times).toMatchObject({ fromDate: '2026-11-01', toDate: '2026-11-30', asked: 4, answered: 4 });
    const first = times.items.find((item) => item.title === '재시작 후 작업이 대기 상태입니다');
    expect(first).toMatchObject({ minutesToFirstAnswer: 30, minutesToAcceptance: 90 });
    expect(times.accepted).toBe(1);
    expect(times.medianMinutesToAcceptance).toBe(90);
    expect(times.medianMinutesToFirstAnswer).toBe(0);
    expect((await get('/api/admin/partner-qna-times', staff)).status).toBe(401);
    await expectFailure(await get('/api/admin/partner-qna-times?fromDate=2026-11-30&toDate=2026-11-01', console_, 'en'), 422, 'en', 'console.dateRangeInvalid');
  });
});
