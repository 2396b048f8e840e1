// A notice's one file (portal spec §3 Notice relatedInfo.attachmentId): uploaded from the console by
// ADMINs through the attachment pipeline, attached, replaced and removed with a save, shown to visitors
// with the notice and downloadable only while the notice is in use.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedExtensions, formatSize } from '#core/attachment-rules.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import type { NoticeAdminItem, NoticeView } from '#core/schemas/notice.ts';
import { schema } from '#db/client.ts';
import { expectFailure, msg, readJson, signedInAdmin, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { sampleBytes, sampleFile } from '../../testing/sample-files.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let otherAdmin: string;
let member: string;
let manager: string;

beforeAll(async () => {
  // a small per-file limit, so the size rule can be crossed cheaply
  t = await createTestApp({ config: { attachmentLimits: { maxTotalBytes: 50 * 1024 * 1024, maxFileBytes: 64 * 1024 } } });
  admin = (await signedInAdmin(t)).cookie;
  otherAdmin = (await signedInAdmin(t)).cookie;
  member = (await signedInMember(t)).cookie;
  manager = (await signedInMember(t, { role: 'CONTENT_MANAGER' })).cookie;
});
afterAll(() => t.close());

function uploadFiles(files: File[], cookie = admin, lang: Lang = 'ko') {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return t.request('/api/admin/notice/upload-file', { method: 'POST', body: form, headers: { 'accept-language': lang, origin: SITE, cookie } });
}

async function uploaded(name = '점검 일정.pdf', bytes = sampleBytes.pdf(), cookie = admin): Promise<UploadedFile> {
  const res = await uploadFiles([sampleFile(name, bytes)], cookie);
  expect(res.status).toBe(200);
  const [file] = (await readJson<UploadedFile[]>(res)).data;
  return file!;
}

const fields = (overrides: Record<string, unknown> = {}) => ({
  titleKr: '정기 점검 안내',
  titleEn: 'Scheduled maintenance',
  contentKr: '점검 일정은 첨부 파일을 확인해 주세요.',
  contentEn: 'See the attached file for the schedule.',
  category: 'MAINTENANCE',
  inUse: true,
  ...overrides,
});
const send = (method: string, path: string, body: unknown, lang: Lang = 'ko', cookie = admin) => t.send(method, path, body, lang, { cookie, origin: SITE });
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await send('POST', '/api/admin/notice', fields(overrides));
  expect(res.status).toBe(201);
  return (await readJson<NoticeAdminItem>(res)).data;
};
const save = async (id: number, overrides: Record<string, unknown>) => {
  const res = await send('PUT', `/api/admin/notice/${id}`, fields(overrides));
  expect(res.status).toBe(200);
  return (await readJson<NoticeAdminItem>(res)).data;
};
const visible = async (lang: Lang, id: number) =>
  (await readJson<NoticeView[]>(await t.get(`/api/public/notice?lang=${lang}`, lang))).data.find((notice) => notice.id === `N${id}`);
const attachmentRow = async (storedPath: string) => (await t.db.select().from(schema.attachment).where(eq(schema.attachment.storedPath, storedPath)))[0];
/** What a visitor (no session) gets for a download address. */
const download = (path: string, cookie?: string) => t.get(`/api${path}`, 'ko', cookie ? { cookie } : {});

describe('POST /api/admin/notice/upload-file', () => {
  it('stores one file at a server-made path that only its uploader can fetch until a save claims it', async () => {
    const file = await uploaded('../../점검 일정.PDF');
    expect(file).toMatchObject({ name: '점검 일정', extension: 'PDF', attachmentType: 'ATTACHMENT' });
    expect(file.storedPath).toMatch(/^\/files\/notice\/[0-9a-f-]{36}\.pdf$/);
    expect((await attachmentRow(file.storedPath))?.ownerId).toBeNull();
    expect((await download(file.storedPath, admin)).status).toBe(200);
    expect((await download(file.storedPath)).status).toBe(404);
    expect((await download(file.storedPath, otherAdmin)).status).toBe(404);
    for (const [name, bytes] of [
      ['schedule.docx', sampleBytes.docx()],
      ['poster.png', sampleBytes.png()],
      ['forms.zip', sampleBytes.zip()],
    ] as const)
      expect((await uploadFiles([sampleFile(name, bytes)])).status).toBe(200);
  });

  it.each(['ko', 'en'] as const)('refuses a type it does not take, a renamed file, a large one, two at once and none (%s)', async (lang) => {
    await expectFailure(await uploadFiles([sampleFile('setup.exe', sampleBytes.exe())], admin, lang), 422, lang, 'resources.errorExtentFile', {
      files: 'setup.exe',
      extensions: allowedExtensions.NOTICE.join(', '),
    });
    await expectFailure(await uploadFiles([sampleFile('schedule.pdf', sampleBytes.exe())], admin, lang), 422, lang, 'resources.errorFileContent', {
      files: 'schedule.pdf',
    });
    const big = new Uint8Array(64 * 1024 + 1);
    big.set(sampleBytes.pdf());
    await expectFailure(await uploadFiles([sampleFile('big.pdf', big)], admin, lang), 422, lang, 'resources.errorFileSize', { files: 'big.pdf', max: '64 KB' });
    const two = [sampleFile('a.pdf', sampleBytes.pdf()), sampleFile('b.txt', sampleBytes.txt())];
    await expectFailure(await uploadFiles(two, admin, lang), 422, lang, 'notice.fileSingle');
    await expectFailure(await uploadFiles([], admin, lang), 422, lang, 'resources.noFilesChosen');
  });

  it('is for ADMINs only: a visitor, a member and a content manager are refused, and the shared upload calls do not take the code', async () => {
    const before = (await t.db.select().from(schema.attachment).where(eq(schema.attachment.code, 'NOTICE'))).length;
    await expectFailure(await uploadFiles([sampleFile('a.pdf', sampleBytes.pdf())], ''), 401, 'ko', 'auth.loginRequired');
    for (const cookie of [member, manager]) expect((await uploadFiles([sampleFile('a.pdf', sampleBytes.pdf())], cookie)).status).toBe(401);
    const shared = new FormData();
    shared.set('code', 'NOTICE');
    shared.append('files', sampleFile('a.pdf', sampleBytes.pdf()));
    const viaAuthor = await t.request('/api/auth/upload-attachment', {
      method: 'POST',
      body: shared,
      headers: { 'accept-language': 'en', origin: SITE, cookie: manager },
    });
    await expectFailure(viaAuthor, 422, 'en', 'resources.uploadCodeInvalid');
    expect((await t.db.select().from(schema.attachment).where(eq(schema.attachment.code, 'NOTICE'))).length).toBe(before);
  });
});

describe("a notice's file", () => {
  it('is attached on create, shown to visitors in both languages, and downloads while the notice is in use', async () => {
    const file = await uploaded('점검 일정.pdf');
    const notice = await create({ attachmentPath: file.storedPath });
    expect(notice.attachment).toMatchObject({ name: '점검 일정.pdf', size: file.size, storedPath: file.storedPath });
    expect(notice.attachmentId).toBe(notice.attachment?.id);
    expect((await attachmentRow(file.storedPath))?.ownerId).toBe(notice.id);

    for (const lang of ['ko', 'en'] as const) {
      const view = await visible(lang, notice.id);
      expect(view?.attachment).toEqual({ name: '점검 일정.pdf', size: file.size, sizeText: formatSize(file.size, lang), url: `/api${file.storedPath}` });
      expect(view?.relatedInfo.attachmentId).toBe(notice.attachmentId);
    }
    const res = await download(file.storedPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('점검 일정.pdf')}`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is unreachable to visitors while its notice is not in use, and again reachable once it is; the console keeps it', async () => {
    const file = await uploaded();
    const notice = await create({ attachmentPath: file.storedPath, inUse: false });
    expect(await visible('ko', notice.id)).toBeUndefined();
    await expectFailure(await download(file.storedPath), 404, 'ko', 'api.fileNotFound');
    expect((await download(file.storedPath, member)).status).toBe(404);
    expect((await download(file.storedPath, admin)).status).toBe(200);
    await save(notice.id, { attachmentPath: file.storedPath, inUse: true });
    expect((await download(file.storedPath)).status).toBe(200);
    await save(notice.id, { attachmentPath: file.storedPath, inUse: false });
    expect((await download(file.storedPath)).status).toBe(404);
  });

  it('is kept by a save that sends its path back, replaced by a new upload, and removed by null; the old one is marked deleted', async () => {
    const first = await uploaded('v1.pdf');
    const notice = await create({ attachmentPath: first.storedPath });
    const kept = await save(notice.id, { titleEn: 'Maintenance, edited', attachmentPath: first.storedPath });
    expect(kept.attachment?.storedPath).toBe(first.storedPath);
    expect((await visible('en', notice.id))?.title).toBe('Maintenance, edited');

    const second = await uploaded('v2.txt', sampleBytes.txt());
    const replaced = await save(notice.id, { attachmentPath: second.storedPath });
    expect(replaced.attachment).toMatchObject({ name: 'v2.txt', storedPath: second.storedPath });
    expect(replaced.attachmentId).not.toBe(kept.attachmentId);
    expect(await attachmentRow(first.storedPath)).toMatchObject({ isDeleted: true, deletedDate: expect.any(String) as string });
    expect(await attachmentRow(second.storedPath)).toMatchObject({ isDeleted: false, ownerId: notice.id });
    expect((await download(first.storedPath)).status).toBe(404);
    expect((await visible('ko', notice.id))?.attachment?.name).toBe('v2.txt');

    // leaving attachmentPath out is the same as null: a PUT sends every field
    const removed = await save(notice.id, {});
    expect(removed).toMatchObject({ attachmentId: null, attachment: null });
    expect(await attachmentRow(second.storedPath)).toMatchObject({ isDeleted: true });
    expect((await download(second.storedPath)).status).toBe(404);
    expect(await visible('ko', notice.id)).toMatchObject({ relatedInfo: { attachmentId: null }, attachment: null });
  });

  it('goes with its notice: deleting the notice marks the file deleted and it no longer downloads', async () => {
    const file = await uploaded();
    const notice = await create({ attachmentPath: file.storedPath });
    expect((await send('DELETE', `/api/admin/notice/${notice.id}`, undefined)).status).toBe(200);
    expect(await attachmentRow(file.storedPath)).toMatchObject({ isDeleted: true, ownerId: notice.id });
    expect((await download(file.storedPath)).status).toBe(404);
    expect((await download(file.storedPath, admin)).status).toBe(404);
  });

  it.each(['ko', 'en'] as const)("refuses a path that is not the notice's own file nor this admin's fresh upload (%s)", async (lang) => {
    const other = await uploaded('other.pdf', sampleBytes.pdf(), otherAdmin);
    await expectFailure(await send('POST', '/api/admin/notice', fields({ attachmentPath: other.storedPath }), lang), 422, lang, 'notice.fileNotFound');
    // a file another notice holds cannot be taken over
    const held = await uploaded();
    const holder = await create({ attachmentPath: held.storedPath });
    const taker = await create();
    await expectFailure(
      await send('PUT', `/api/admin/notice/${taker.id}`, fields({ attachmentPath: held.storedPath }), lang),
      422,
      lang,
      'notice.fileNotFound',
    );
    // an upload under another code is not a notice's file
    const [banner] = await t.db
      .insert(schema.attachment)
      .values({
        code: 'BANNER',
        uploadedBy: null,
        name: 'b',
        extension: 'png',
        size: 1,
        contentType: 'image/png',
        storedPath: `/files/banner/${crypto.randomUUID()}.png`,
        createdDate: '2026-11-20',
      })
      .returning();
    await expectFailure(await send('POST', '/api/admin/notice', fields({ attachmentPath: banner!.storedPath }), lang), 422, lang, 'notice.fileNotFound');
    await expectFailure(await send('POST', '/api/admin/notice', fields({ attachmentPath: '../../etc/passwd' }), lang), 422, lang, 'validation.invalid', {
      field: msg(lang, 'field.attachmentPath'),
    });
    expect((await readJson<NoticeAdminItem>(await t.get(`/api/admin/notice/${holder.id}`, 'ko', { cookie: admin }))).data.attachment?.storedPath).toBe(
      held.storedPath,
    );
    const live = await t.db
      .select()
      .from(schema.attachment)
      .where(and(eq(schema.attachment.storedPath, held.storedPath), eq(schema.attachment.isDeleted, false)));
    expect(live[0]?.ownerId).toBe(holder.id);
  });
});
