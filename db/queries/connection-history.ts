// The console's connection history (admin spec §1, history logs): every member and admin sign-in,
// sign-out and failure, filtered by Korean calendar days and a keyword in the username or IP, newest first.
import type { ConnectionHistoryItem } from '#core/schemas/history.ts';
import { schema } from '../client.ts';
import { historyList, type HistoryList } from './history-list.ts';

const h = schema.connectionHistory;

export const connectionHistory: HistoryList<ConnectionHistoryItem> = historyList({
  table: h,
  columns: { id: h.id, username: h.username, kind: h.kind, event: h.event, detail: h.detail, ip: h.ip, userAgent: h.userAgent, createdAt: h.createdAt },
  createdAt: h.createdAt,
  id: h.id,
  keyword: [h.username, h.ip],
  type: h.event,
});
