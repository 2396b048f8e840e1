// A notice's file in workerd on D1 and R2: uploaded by an ADMIN, claimed by the notice's save in one D1
// batch, offered to visitors with the notice, and unreachable once the notice is switched off or deleted.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NoticeAdminItem, NoticeView } from '#core/schemas/notice.ts';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { adminSession, bindings, ORIGIN } from './support.ts';

describe("a notice's file in workerd on D1 and R2", () => {
  it('is attached by a save, downloaded while the notice is in use, and let go with the notice', async () => {
    const deps = await createWorkerDeps(bindings);
    const app = createApp({ deps: () => Promise.resolve(deps) });
    const now = new Date();
    const { token } = await adminSession(deps.db, now);
    const asAdmin = { authorization: `Bearer ${token}`, origin: ORIGIN, 'accept-language': 'en' };
    const json = (method: string, body: unknown) => ({ method, headers: { ...asAdmin, 'content-type': 'application/json' }, body: JSON.stringify(body) });

    const form = new FormData();
    form.append('files', new File([new TextEncoder().encode('02:00 점검 시작\n05:00 점검 종료\n')], '점검 일정.txt', { type: 'text/plain' }));
    const upload = await app.request(`${ORIGIN}/api/admin/notice/upload-file`, { method: 'POST', body: form, headers: asAdmin });
    expect(upload.status).toBe(200);
    const [file] = (await upload.json<{ data: { storedPath: string }[] }>()).data;
    const fields = {
      titleKr: '점검 안내',
      titleEn: 'Maintenance',
      contentKr: '일정은 첨부 파일을 보세요.',
      contentEn: 'See the file.',
      category: 'MAINTENANCE',
      inUse: true,
    };
    const created = await app.request(`${ORIGIN}/api/admin/notice`, json('POST', { ...fields, attachmentPath: file?.storedPath }));
    expect(created.status).toBe(201);
    const notice = (await created.json<{ data: NoticeAdminItem }>()).data;
    expect(notice.attachment?.name).toBe('점검 일정.txt');

    const visible = async () =>
      (await (await app.request(`${ORIGIN}/api/public/notice?lang=en`)).json<{ data: NoticeView[] }>()).data.find((item) => item.id === `N${notice.id}`);
    expect((await visible())?.attachment).toMatchObject({ name: '점검 일정.txt', url: `/api${file?.storedPath}` });
    const res = await app.request(`${ORIGIN}/api${file?.storedPath}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('02:00 점검 시작\n05:00 점검 종료\n');

    expect(
      (await app.request(`${ORIGIN}/api/admin/notice/${notice.id}`, json('PUT', { ...fields, inUse: false, attachmentPath: file?.storedPath }))).status,
    ).toBe(200);
    expect(await visible()).toBeUndefined();
    expect((await app.request(`${ORIGIN}/api${file?.storedPath}`)).status).toBe(404);

    expect((await app.request(`${ORIGIN}/api/admin/notice/${notice.id}`, { method: 'DELETE', headers: asAdmin })).status).toBe(200);
    const row = await env.DB.prepare('select is_deleted, owner_id from attachment where stored_path = ?').bind(file?.storedPath).first();
    expect(row).toMatchObject({ is_deleted: 1, owner_id: notice.id });
    expect((await app.request(`${ORIGIN}/api${file?.storedPath}`, { headers: asAdmin })).status).toBe(404);
  });
});
