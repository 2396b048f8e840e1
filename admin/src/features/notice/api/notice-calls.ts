// The console's notice calls (ADMIN only): the list, register, edit, delete and the upload of a notice's
// file. Typed by the views of core/schemas/notice.ts.
import { LIST_PAGE_SIZE } from '#core/constants.ts';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import type { NoticeCreate } from '#core/schemas/notice.ts';
import { callApi, uploadForm } from '../../../lib/api-client.ts';

export const noticeKeys = {
  list: ['notice-admin'] as const,
  page: (page: number) => ['notice-admin', page] as const,
};

export const getNotices = async (page: number) => (await callApi('GET /api/admin/notice', { query: { page, pageSize: LIST_PAGE_SIZE } })).data;

export const createNotice = (body: NoticeCreate) => callApi('POST /api/admin/notice', { body });

export const updateNotice = (id: number, body: NoticeCreate) => callApi('PUT /api/admin/notice/:id', { params: { id }, body });

export const deleteNotice = (id: number) => callApi('DELETE /api/admin/notice/:id', { params: { id } });

/** POST upload-file (multipart field files, one file): the stored file, whose path a save sends back as attachmentPath. */
export async function uploadNoticeFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.set('files', file);
  const [stored] = await uploadForm('POST /api/admin/notice/upload-file', form);
  if (!stored) throw new Error('the upload answered no file');
  return stored;
}
