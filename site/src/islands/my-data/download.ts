// The download of a member's own data (issue 33): GET /api/member/my-data answers a file, not an envelope, so it is
// fetched here rather than by callApi, saved under the name the server gave, and a failure read as the envelope it is.
import { withQuery } from '#core/api/call-contract.ts';
import { fileNameOf, saveFile } from '#core/file-download.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { MyDataFormat } from '#core/schemas/my-data.ts';
import { ApiFailure } from '../lib/api-client.ts';

/** Downloads the member's data in a format; answers the file's name, or throws ApiFailure with the server's message. */
export async function downloadMyData(format: MyDataFormat, lang: Lang): Promise<string> {
  let response: Response;
  try {
    response = await fetch(withQuery('/api/member/my-data', { format }), {
      headers: { 'accept-language': lang, 'timezone-offset': String(new Date().getTimezoneOffset()) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiFailure({ success: false, message: '', data: null, code: 0, status: 0 });
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string; code?: number } | null;
    throw new ApiFailure({ success: false, message: envelope?.message ?? '', data: null, code: envelope?.code ?? response.status, status: response.status });
  }
  const name = fileNameOf(response.headers.get('content-disposition'), `my-data.${format}`);
  saveFile(await response.blob(), name);
  return name;
}
