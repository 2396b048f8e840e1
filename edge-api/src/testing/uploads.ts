// The authoring forms' upload call as the API tests make it: the files go through the real call and
// land as pending attachments, which a save then claims.
import type { UploadedFile } from '#core/schemas/attachment.ts';
import { readJson, type TestApp } from './api-kit.ts';
import { SITE } from './test-app.ts';

export type SampleUpload = { name: string; bytes: Uint8Array<ArrayBuffer> | string; type: string };

/** Uploads files under a code through POST /api/auth/upload-attachment; answers the pending files. */
export async function uploadAs(t: TestApp, cookie: string, code: string, files: SampleUpload[]): Promise<UploadedFile[]> {
  const form = new FormData();
  form.set('code', code);
  for (const file of files) form.append('files', new File([file.bytes], file.name, { type: file.type }));
  const res = await t.request('/api/auth/upload-attachment', { method: 'POST', body: form, headers: { cookie, origin: SITE, 'accept-language': 'ko' } });
  const body = await readJson<UploadedFile[]>(res);
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${body.message}`);
  return body.data;
}
