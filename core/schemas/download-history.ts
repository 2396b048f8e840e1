// The personal-information download history (admin spec §1, §2 /admin/download-history; DESIGN.md §4):
// which data an export of personal information held, declared once with its name in both languages
// (messages downloadHistory.*), and a record of the history as the API answers it.
import * as v from 'valibot';
import type { MessageKey } from '../i18n/translate.ts';
import { personal } from '../privacy/personal.ts';

/** The kinds of personal data the console exports; each personal export names one (history-routes.ts). */
export const personalDataTypes = [
  'CONNECTION_HISTORY',
  'ADMIN_ACCESS_HISTORY',
  'ACCOUNT',
  'PERMISSION',
  'PERMISSION_CHANGE',
  'CONTENT_USAGE',
  'PERSONAL_INFO_DOWNLOAD',
  // rows unmasked on their screens (issue 33, core/schemas/masking.ts)
  'PARTNER_APPLICATION',
  'OWNERSHIP_TRANSFER',
  'PARTNER_QNA',
] as const;
export type PersonalDataType = (typeof personalDataTypes)[number];

/** The name of each kind of personal data, in the console's language. */
export const personalDataTypeLabels: Record<PersonalDataType, MessageKey> = {
  CONNECTION_HISTORY: 'downloadHistory.dataType.connectionHistory',
  ADMIN_ACCESS_HISTORY: 'downloadHistory.dataType.adminAccessHistory',
  ACCOUNT: 'downloadHistory.dataType.account',
  PERMISSION: 'downloadHistory.dataType.permission',
  PERMISSION_CHANGE: 'downloadHistory.dataType.permissionChange',
  CONTENT_USAGE: 'downloadHistory.dataType.contentUsage',
  PERSONAL_INFO_DOWNLOAD: 'downloadHistory.dataType.personalInfoDownload',
  PARTNER_APPLICATION: 'downloadHistory.dataType.partnerApplication',
  OWNERSHIP_TRANSFER: 'downloadHistory.dataType.ownershipTransfer',
  PARTNER_QNA: 'downloadHistory.dataType.partnerQna',
};

/**
 * One download of personal information: who, when, from where, which data, how many rows and why. A row
 * unmasked on its screen is one too, with no file name (`fileName` empty) and the row in `filters`.
 */
export const downloadHistoryItem = v.object({
  id: v.number(),
  /** The admin: a console actor, named in full (decision 051). */
  adminUsername: v.string(),
  dataType: v.string(),
  reason: personal('text'),
  fileName: v.string(),
  rowCount: v.number(),
  filters: personal('text'),
  ip: v.string(),
  createdAt: v.string(),
});
export type DownloadHistoryItem = v.InferOutput<typeof downloadHistoryItem>;
