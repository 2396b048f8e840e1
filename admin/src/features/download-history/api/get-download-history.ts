import { historyCalls } from '../../../lib/history-calls.ts';

/** GET /api/admin/personal-info-download-hist and its /download: the personal-information download history and its export (personal data too). */
export const downloadHistoryCalls = historyCalls({
  call: 'GET /api/admin/personal-info-download-hist',
  key: 'personal-info-download-hist',
  fileName: 'personal-info-download-history.xlsx',
});
