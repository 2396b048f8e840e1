// The partner Q&A's calls (admin spec §7.3): who may ask, read, edit and delete; the private rule from
// every direction (list, count, detail, comments, files, the bell); the status an answer sets; the
// validation messages in both languages.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import type { Page } from '#core/schemas/common.ts';
import type { NotificationPage } from '#core/schemas/notification.ts';
import type { PartnerQnaCommentView, PartnerQnaDetail, PartnerQnaListItem } from '#core/schemas/partner-qna.ts';
import { schema } from '#db/client.ts';
import { expectFailure, msg, readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { sampleBytes } from '../../testing/sample-files.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
type Who = Awaited<ReturnType<typeof signedInMember>>;
let partner: Who;
let otherPartner: Who;
let staff: Who;
let admin: Who;
let member: Who;

const send = (method: string, path: string, body: unknown, who: Who, lang: Lang = 'ko') =>
  t.send(method, path, body, lang, { cookie: who.cookie, origin: SITE });
const get = (path: string, who: Who | null, lang: Lang = 'ko') => t.get(path, lang, who ? { cookie: who.cookie } : {});

const question = (overrides: Record<string, unknown> = {}) => ({
  type: 'TECHNICAL',
  productCd: 'PRD_PLATFORM_4X',
  version: '4.2.1',
  title: '클러스터 재시작 후 작업이 대기 상태로 남습니다',
  content: '<p>노드 3대 중 1대를 재시작하면 예약 작업이 <strong>대기</strong> 상태에서 멈춥니다.</p>',
  isPrivate: false,
  attachments: [],
  ...overrides,
});

async function ask(who: Who, overrides: Record<string, unknown> = {}): Promise<PartnerQnaDetail> {
  const res = await send('POST', '/api/partner/question-answer', question(overrides), who);
  const body = await readJson<PartnerQnaDetail>(res);
  expect(res.status, body.message).toBe(201);
  return body.data;
}

async function comment(who: Who, questionId: number, content = '로그를 첨부해 주세요.', parentId?: number): Promise<PartnerQnaCommentView> {
  const res = await send('POST', '/api/partner/comment', { questionId, content, ...(parentId ? { parentId } : {}) }, who);
  const body = await readJson<PartnerQnaCommentView>(res);
  expect(res.status, body.message).toBe(201);
  return body.data;
}

async function list(who: Who, query = ''): Promise<Page<PartnerQnaListItem>> {
  const res = await get(`/api/partner/question-answer${query}`, who);
  const body = await readJson<Page<PartnerQnaListItem>>(res);
  expect(res.status, body.message).toBe(200);
  return body.data;
}

async function bell(who: Who, lang: Lang = 'ko') {
  const res = await get('/api/member/notifications', who, lang);
  expect(res.status).toBe(200);
  return (await readJson<NotificationPage>(res)).data;
}

async function upload(who: Who, name: string, bytes: Uint8Array): Promise<UploadedFile> {
  const form = new FormData();
  form.append('files', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await t.request('/api/partner/upload-attachment', {
    method: 'POST',
    body: form,
    headers: { cookie: who.cookie, origin: SITE, 'accept-language': 'ko' },
  });
  const body = await readJson<UploadedFile[]>(res);
  expect(res.status, body.message).toBe(200);
  return body.data[0]!;
}

beforeAll(async () => {
  t = await createTestApp();
  partner = await signedInMember(t, { role: 'PARTNER', name: '김파트너' });
  otherPartner = await signedInMember(t, { role: 'PARTNER', name: 'Other Partner' });
  staff = await signedInMember(t, { role: 'STAFF', name: '정지원' });
  admin = await signedInMember(t, { role: 'ADMIN', name: '관리자' });
  member = await signedInMember(t, { role: 'MEMBER', name: '일반회원' });
});
afterAll(() => t.close());

describe('who may call the partner Q&A', () => {
  it('a visitor is asked to sign in and a member outside the partner area is refused', async () => {
    expect((await get('/api/partner/question-answer', null)).status).toBe(401);
    expect((await get('/api/partner/question-answer', member)).status).toBe(403);
    expect((await send('POST', '/api/partner/question-answer', question(), member)).status).toBe(403);
    expect((await send('POST', '/api/partner/comment', { questionId: 1, content: 'x' }, member)).status).toBe(403);
  });

  it.each([
    ['partner', () => partner],
    ['staff', () => staff],
    ['admin', () => admin],
  ])('%s may ask and read', async (_name, who) => {
    const asked = await ask(who(), { title: `질문 ${_name}` });
    expect(asked).toMatchObject({ status: 'OPEN', isPrivate: false, canEdit: true, type: 'TECHNICAL', productCd: 'PRD_PLATFORM_4X', version: '4.2.1' });
    expect((await get(`/api/partner/question-answer/${asked.id}`, who())).status).toBe(200);
  });
});

describe('POST /api/partner/upload-attachment', () => {
  it('takes files for questions from the partner area only, and PARTNER_QNA files come through no other call', async () => {
    const form = () => {
      const body = new FormData();
      body.append('files', new File([sampleBytes.png()], 'screen.png'));
      return body;
    };
    const headers = (who: Who) => ({ cookie: who.cookie, origin: SITE, 'accept-language': 'en' });
    expect((await t.request('/api/partner/upload-attachment', { method: 'POST', body: form(), headers: headers(member) })).status).toBe(403);
    const viaMember = form();
    viaMember.append('code', 'PARTNER_QNA');
    await expectFailure(
      await t.request('/api/member/upload-attachment', { method: 'POST', body: viaMember, headers: headers(partner) }),
      422,
      'en',
      'resources.uploadCodeInvalid',
    );
    const bad = new FormData();
    bad.append('files', new File([new TextEncoder().encode('MZ not a png')], 'virus.png'));
    await expectFailure(
      await t.request('/api/partner/upload-attachment', { method: 'POST', body: bad, headers: headers(partner) }),
      422,
      'en',
      'resources.errorFileContent',
      { files: 'virus.png' },
    );
  });

  it('takes a file of any size up to ATTACHMENT_MAX_FILE_SIZE, as the forum upload does, and ask keeps it', async () => {
    const who = await signedInMember(t, { role: 'PARTNER', name: 'Large Files' });
    const sizes = [65 * 1024, 100 * 1024, 1024 * 1024, 5 * 1024 * 1024];
    const uploaded = [];
    for (const size of sizes) uploaded.push(await upload(who, `server-${size}.log.txt`, new Uint8Array(size).fill(0x61)));
    expect(uploaded.map((file) => file.size)).toEqual(sizes);
    const asked = await ask(who, { title: '대용량 로그 첨부', attachments: uploaded });
    const detail = await readJson<PartnerQnaDetail>(await get(`/api/partner/question-answer/${asked.id}`, who));
    expect(detail.data.attachments.map((file) => file.size)).toEqual(sizes);
  });
});

describe('POST /api/partner/question-answer validates in the caller language', () => {
  it.each(['ko', 'en'] as const)('a missing type, product, title or content is named (%s)', async (lang) => {
    await expectFailure(await send('POST', '/api/partner/question-answer', question({ type: undefined }), partner, lang), 422, lang, 'partnerQna.typeRequired');
    await expectFailure(await send('POST', '/api/partner/question-answer', question({ type: 'BUG' }), partner, lang), 422, lang, 'partnerQna.typeRequired');
    await expectFailure(
      await send('POST', '/api/partner/question-answer', question({ productCd: 'PRD_NOPE' }), partner, lang),
      422,
      lang,
      'partnerQna.productRequired',
    );
    await expectFailure(await send('POST', '/api/partner/question-answer', question({ title: '   ' }), partner, lang), 422, lang, 'partnerQna.titleRequired');
    await expectFailure(
      await send('POST', '/api/partner/question-answer', question({ content: '<p> </p>' }), partner, lang),
      422,
      lang,
      'partnerQna.contentRequired',
    );
    await expectFailure(await send('POST', '/api/partner/comment', { questionId: 1, content: '  ' }, partner, lang), 422, lang, 'partnerQna.commentRequired');
  });

  it('content is sanitised on write', async () => {
    const asked = await ask(partner, { content: '<p>ok<script>alert(1)</script><img src=x onerror=alert(1)></p>' });
    expect(asked.content).not.toMatch(/script|onerror/);
    expect(asked.content).toContain('ok');
  });

  it('an unknown search field is refused', async () => {
    await expectFailure(await get('/api/partner/question-answer?typeOfSearch=EVERYTHING', partner, 'en'), 422, 'en', 'validation.invalid', {
      field: 'typeOfSearch',
    });
  });
});

describe('a private question is its writer’s, STAFF’s and ADMIN’s only', () => {
  let secret: PartnerQnaDetail;
  let open: PartnerQnaDetail;
  let file: UploadedFile;
  beforeAll(async () => {
    file = await upload(partner, '오류 화면.png', sampleBytes.png());
    secret = await ask(partner, { title: '라이선스 키 비공개 문의 SECRET-42', isPrivate: true, type: 'LICENSE', productCd: 'PRD_STUDIO', attachments: [file] });
    open = await ask(partner, { title: '공개 질문 OPEN-42', type: 'INSTALLATION', productCd: 'PRD_DATA_HUB' });
  });

  it('the list and its count leave it out for another partner and keep it for the allowed readers', async () => {
    const others = await list(otherPartner, '?keyword=42&pageSize=50');
    expect(others.items.map((item) => item.id)).toEqual([open.id]);
    expect(others.total).toBe(1);
    for (const who of [partner, staff, admin]) {
      const page = await list(who, '?keyword=42&pageSize=50');
      expect(page.items.map((item) => item.id)).toEqual([open.id, secret.id]);
      expect(page.total).toBe(2);
    }
    // no search reaches it either
    expect((await list(otherPartner, '?keyword=SECRET&typeOfSearch=TITLE')).total).toBe(0);
    expect((await list(otherPartner, '?type=LICENSE&productCd=PRD_STUDIO&keyword=42')).total).toBe(0);
    expect((await list(otherPartner, `?keyword=${encodeURIComponent('김파트너')}&typeOfSearch=WRITER`)).items.some((item) => item.id === secret.id)).toBe(
      false,
    );
  });

  it('its detail, comments and edits answer 404 to another partner, as for a missing question', async () => {
    await expectFailure(await get(`/api/partner/question-answer/${secret.id}`, otherPartner, 'en'), 404, 'en', 'partnerQna.notFound');
    await expectFailure(
      await send('POST', '/api/partner/comment', { questionId: secret.id, content: '저도 궁금합니다' }, otherPartner),
      404,
      'ko',
      'partnerQna.notFound',
    );
    await expectFailure(await send('PUT', `/api/partner/question-answer/${secret.id}`, question(), otherPartner), 404, 'ko', 'partnerQna.notFound');
    await expectFailure(await send('DELETE', `/api/partner/question-answer/${secret.id}`, undefined, otherPartner), 404, 'ko', 'partnerQna.notFound');
    const writersComment = await comment(partner, secret.id, '추가 정보: 4.2.1 버전입니다.');
    await expectFailure(
      await send('PUT', `/api/partner/comment/${writersComment.id}`, { content: 'x' }, otherPartner),
      404,
      'ko',
      'partnerQna.commentNotFound',
    );
    await expectFailure(await send('DELETE', `/api/partner/comment/${writersComment.id}`, undefined, otherPartner), 404, 'ko', 'partnerQna.commentNotFound');
  });

  it('its files are downloaded by the allowed readers only', async () => {
    const path = `/api${file.storedPath}`;
    for (const who of [partner, staff, admin]) expect((await get(path, who)).status).toBe(200);
    for (const who of [otherPartner, member, null]) expect((await get(path, who)).status).toBe(404);
    // the public question's files stay in the partner area
    const shared = await upload(partner, 'guide.pdf', sampleBytes.pdf());
    await send('PUT', `/api/partner/question-answer/${open.id}`, question({ title: open.title, attachments: [shared] }), partner);
    expect((await get(`/api${shared.storedPath}`, otherPartner)).status).toBe(200);
    expect((await get(`/api${shared.storedPath}`, member)).status).toBe(404);
    expect((await get(`/api${shared.storedPath}`, null)).status).toBe(404);
  });

  it('the writer, STAFF and ADMIN read it with its files and thread', async () => {
    for (const who of [partner, staff, admin]) {
      const res = await get(`/api/partner/question-answer/${secret.id}`, who);
      const body = await readJson<PartnerQnaDetail>(res);
      expect(res.status).toBe(200);
      expect(body.data.attachments.map((item) => item.name)).toEqual(['오류 화면']);
      expect(body.data.isPrivate).toBe(true);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

describe('answers and the status', () => {
  it.each(['ko', 'en'] as const)('a STAFF comment answers the question and tells its writer in their language (%s)', async (lang) => {
    const writer = await signedInMember(t, { role: 'PARTNER', name: 'Writer', lang });
    const asked = await ask(writer, { isPrivate: true, title: `업그레이드 문의 <${lang}>` });
    await comment(writer, asked.id, '참고로 온프레미스 환경입니다.');
    expect((await readJson<PartnerQnaDetail>(await get(`/api/partner/question-answer/${asked.id}`, writer))).data.status).toBe('OPEN');
    expect((await bell(writer, lang)).unreadCount).toBe(0);

    const answer = await comment(staff, asked.id, '4.3 버전에서 수정되었습니다. 업그레이드해 주세요.');
    expect(answer.isAnswer).toBe(true);
    const detail = (await readJson<PartnerQnaDetail>(await get(`/api/partner/question-answer/${asked.id}`, writer))).data;
    expect(detail.status).toBe('ANSWERED');
    expect(detail.answeredDtm).not.toBeNull();
    expect(detail.comments.map((item) => item.isAnswer)).toEqual([false, true]);

    const told = await bell(writer, lang);
    expect(told.unreadCount).toBe(1);
    expect(told.items[0]).toMatchObject({
      kind: 'PARTNER_QNA_ANSWERED',
      refObjId: asked.id,
      title: msg(lang, 'notification.kind.partnerQnaAnswered.title'),
    });
    // what the writer wrote is escaped in the notification's HTML
    expect(told.items[0]!.content).toContain(`&lt;${lang}&gt;`);
    // the list shows the status too
    expect((await list(writer)).items.find((item) => item.id === asked.id)?.status).toBe('ANSWERED');
    // a second answer does not tell them twice about the status, but still tells them of the answer
    await comment(admin, asked.id, '추가로 패치 노트를 확인해 주세요.');
    expect((await bell(writer, lang)).unreadCount).toBe(2);
  });

  it('a partner’s own comment or a child comment by another partner does not answer', async () => {
    const asked = await ask(partner, { title: '공개 질문: 커넥터 설정' });
    const first = await comment(otherPartner, asked.id, '저희는 이렇게 해결했습니다.');
    await comment(partner, asked.id, '감사합니다!', first.id);
    expect((await readJson<PartnerQnaDetail>(await get(`/api/partner/question-answer/${asked.id}`, partner))).data.status).toBe('OPEN');
  });

  it('the bell forgets an answer once the question is deleted', async () => {
    const writer = await signedInMember(t, { role: 'PARTNER', name: 'Bell Writer' });
    const asked = await ask(writer, { isPrivate: true });
    await comment(staff, asked.id);
    expect((await bell(writer)).items.map((item) => item.refObjId)).toContain(asked.id);
    expect((await send('DELETE', `/api/partner/question-answer/${asked.id}`, undefined, writer)).status).toBe(200);
    expect((await bell(writer)).items.map((item) => item.refObjId)).not.toContain(asked.id);
  });

  it('the bell of a partner whose role left the partner area drops the answer', async () => {
    const writer = await signedInMember(t, { role: 'PARTNER', name: 'Former Partner' });
    const asked = await ask(writer, { isPrivate: true });
    await comment(staff, asked.id);
    await t.db.update(schema.userAccount).set({ role: 'MEMBER' }).where(eq(schema.userAccount.username, writer.username));
    expect((await bell(writer)).items.map((item) => item.refObjId)).not.toContain(asked.id);
  });
});

describe('writers edit and delete their own; STAFF and ADMIN moderate', () => {
  it.each(['ko', 'en'] as const)('another partner is refused on a public question (%s)', async (lang) => {
    const asked = await ask(partner);
    await expectFailure(await send('PUT', `/api/partner/question-answer/${asked.id}`, question(), otherPartner, lang), 403, lang, 'partnerQna.notYourQuestion');
    await expectFailure(
      await send('DELETE', `/api/partner/question-answer/${asked.id}`, undefined, otherPartner, lang),
      403,
      lang,
      'partnerQna.notYourQuestion',
    );
    const mine = await comment(partner, asked.id);
    await expectFailure(await send('PUT', `/api/partner/comment/${mine.id}`, { content: 'x' }, otherPartner, lang), 403, lang, 'partnerQna.notYourComment');
    await expectFailure(await send('DELETE', `/api/partner/comment/${mine.id}`, undefined, otherPartner, lang), 403, lang, 'partnerQna.notYourComment');
  });

  it('the writer edits and deletes; the deleted question is gone from every call', async () => {
    const asked = await ask(partner);
    const res = await send('PUT', `/api/partner/question-answer/${asked.id}`, question({ title: '수정된 제목', isPrivate: true }), partner, 'en');
    const body = await readJson<PartnerQnaDetail>(res);
    expect(res.status).toBe(200);
    expect(body.message).toBe(msg('en', 'partnerQna.updated'));
    expect(body.data).toMatchObject({ title: '수정된 제목', isPrivate: true });
    expect((await send('DELETE', `/api/partner/question-answer/${asked.id}`, undefined, partner)).status).toBe(200);
    expect((await get(`/api/partner/question-answer/${asked.id}`, partner)).status).toBe(404);
    expect((await list(staff, '?pageSize=100')).items.some((item) => item.id === asked.id)).toBe(false);
  });

  it('STAFF and ADMIN edit and delete any question and comment', async () => {
    const asked = await ask(partner, { isPrivate: true });
    const mine = await comment(partner, asked.id);
    expect((await send('PUT', `/api/partner/comment/${mine.id}`, { content: '정리된 댓글' }, staff)).status).toBe(200);
    expect((await send('PUT', `/api/partner/question-answer/${asked.id}`, question({ title: '운영자가 정리한 제목', isPrivate: true }), admin)).status).toBe(
      200,
    );
    expect((await send('DELETE', `/api/partner/comment/${mine.id}`, undefined, admin)).status).toBe(200);
    expect((await send('DELETE', `/api/partner/question-answer/${asked.id}`, undefined, staff)).status).toBe(200);
  });
});

describe('threaded comments', () => {
  it('a child comment joins its comment; a deleted parent with children keeps its place; /child deletes children only', async () => {
    const asked = await ask(partner);
    const top = await comment(staff, asked.id, '버전을 알려 주세요.');
    const child = await comment(partner, asked.id, '4.2.1 입니다.', top.id);
    const grandChild = await comment(staff, asked.id, '확인했습니다.', child.id);
    expect(grandChild.parentId).toBe(top.id);
    await expectFailure(await send('DELETE', `/api/partner/comment/child/${top.id}`, undefined, staff), 404, 'ko', 'partnerQna.commentNotFound');
    expect((await send('DELETE', `/api/partner/comment/${top.id}`, undefined, staff)).status).toBe(200);
    let thread = (await readJson<PartnerQnaDetail>(await get(`/api/partner/question-answer/${asked.id}`, partner))).data.comments;
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ isDeleted: true, content: '' });
    expect(thread[0]!.replies.map((item) => item.content)).toEqual(['4.2.1 입니다.', '확인했습니다.']);
    expect((await send('DELETE', `/api/partner/comment/child/${child.id}`, undefined, partner)).status).toBe(200);
    expect((await send('DELETE', `/api/partner/comment/child/${grandChild.id}`, undefined, staff)).status).toBe(200);
    thread = (await readJson<PartnerQnaDetail>(await get(`/api/partner/question-answer/${asked.id}`, partner))).data.comments;
    expect(thread).toEqual([]);
  });

  it('a parent from another question is refused', async () => {
    const a = await ask(partner);
    const b = await ask(partner);
    const onA = await comment(partner, a.id);
    await expectFailure(
      await send('POST', '/api/partner/comment', { questionId: b.id, parentId: onA.id, content: '답글' }, partner, 'en'),
      422,
      'en',
      'partnerQna.parentUnknown',
    );
  });
});

describe('GET /api/partner/question-answer filters and pages', () => {
  it('by type, product, keyword and where to look, newest first, with numbers counting down', async () => {
    const writer = await signedInMember(t, { role: 'PARTNER', name: 'Filter Tester' });
    const marker = 'ZX-FILTER';
    const made = [];
    for (let i = 0; i < 12; i++)
      made.push(await ask(writer, { title: `${marker} ${i}`, type: i % 2 ? 'SALES' : 'TECHNICAL', productCd: i % 3 ? 'PRD_STUDIO' : 'PRD_DATA_HUB' }));
    const first = await list(writer, `?keyword=${marker}`);
    expect(first).toMatchObject({ total: 12, pageSize: 10, totalPages: 2, page: 1 });
    expect(first.items[0]).toMatchObject({ id: made[11]!.id, no: 12 });
    const second = await list(writer, `?keyword=${marker}&pageNo=2`);
    expect(second.items.map((item) => item.no)).toEqual([2, 1]);
    expect((await list(writer, `?keyword=${marker}&type=SALES`)).total).toBe(6);
    expect((await list(writer, `?keyword=${marker}&type=SALES&productCd=PRD_DATA_HUB`)).total).toBe(2);
    expect((await list(writer, `?keyword=${marker}&typeOfSearch=CONTENT`)).total).toBe(0);
    expect((await list(writer, `?keyword=Filter%20Tester&typeOfSearch=WRITER`)).total).toBe(12);
    // each question counts its own live comments
    await comment(staff, made[0]!.id);
    const thanks = await comment(writer, made[0]!.id, '감사합니다');
    await send('DELETE', `/api/partner/comment/${thanks.id}`, undefined, writer);
    const counts = (await list(writer, `?keyword=${marker}&pageSize=20`)).items.map((item) => [item.id, item.commentCount]);
    expect(counts).toEqual(made.map((item, index) => [item.id, index === 0 ? 1 : 0]).reverse());
  });
});
