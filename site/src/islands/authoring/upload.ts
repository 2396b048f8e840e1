// The upload call of the authoring forms (portal spec §3, Attachment; POST /api/auth/upload-attachment):
// multipart `files` and `code`, answered with what was stored for each file. XMLHttpRequest rather than
// fetch, because only it reports upload progress (the progress bar the issue asks for).
import type { UploadCodeName } from '#core/attachment-rules.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import type { Envelope } from '#core/schemas/common.ts';
import { ApiFailure } from '../lib/api-client.ts';

export type UploadProgress = (loaded: number, total: number) => void;

/** The call that stores files of a code: members' shared models and data sets, and partners' questions, have calls of their own. */
const uploadCalls: Partial<Record<UploadCodeName, string>> = {
  KNOWLEDGE_MODEL: '/api/member/knowledge-sharing/upload-attachment-model',
  KNOWLEDGE_DATA_SET: '/api/member/knowledge-sharing/upload-attachment',
  PARTNER_QNA: '/api/partner/upload-attachment',
};

/** Uploads files of one code; resolves with the stored files in the order sent, or throws ApiFailure. */
export function uploadFiles(
  code: UploadCodeName,
  files: readonly File[],
  lang: Lang,
  onProgress: UploadProgress,
  // members' community files go to POST /api/member/upload-attachment
  path = '/api/auth/upload-attachment',
): Promise<UploadedFile[]> {
  const body = new FormData();
  body.append('code', code);
  for (const file of files) body.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', uploadCalls[code] ?? path);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', lang);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      const envelope = request.response as Envelope<UploadedFile[]> | null;
      if (request.status >= 200 && request.status < 300 && envelope?.success) resolve(envelope.data);
      else reject(new ApiFailure(envelope ?? { success: false, message: '', data: null, code: request.status, status: request.status }));
    });
    // no answer at all: status 0, shown as the network message
    const offline = () => reject(new ApiFailure({ success: false, message: '', data: null, code: 0, status: 0 }));
    request.addEventListener('error', offline);
    request.addEventListener('abort', offline);
    request.send(body);
  });
}
