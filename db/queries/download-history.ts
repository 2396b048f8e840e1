// The personal-information download history (admin spec §1, §2 /admin/download-history): every export
// of personal data from the console, with the same filters as the other history lists; the type filter
// is the data type, the keyword looks in the admin, the file name and the reason.
import type { DownloadHistoryItem } from '#core/schemas/download-history.ts';
import { schema } from '../client.ts';
import { historyList, type HistoryList } from './history-list.ts';

const d = schema.personalInfoDownload;

export const downloadHistory: HistoryList<DownloadHistoryItem> = historyList({
  table: d,
  columns: {
    id: d.id,
    adminUsername: d.adminUsername,
    dataType: d.dataType,
    reason: d.reason,
    fileName: d.fileName,
    rowCount: d.rowCount,
    filters: d.filters,
    ip: d.ip,
    createdAt: d.createdAt,
  },
  createdAt: d.createdAt,
  id: d.id,
  keyword: [d.adminUsername, d.fileName, d.reason],
  type: d.dataType,
});
