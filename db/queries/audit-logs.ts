// The six audit logs as the hash chains read them (issue 33, decision 048): each log's table, the fields its
// row hash covers as they are, and its personal fields, which the hash covers through keyed digests so that a
// withdrawal can pseudonymise them without breaking the chain. `subjects` say whose a row is: the account id and
// username (and name) fields of each person it names, and which personal fields are that person's own (their
// address and browser), so a withdrawal removes a member's traces and not those of the admin who acted on them.
// `freeText` fields may name a member inside a sentence (an admin's filters, a record looked at).
import type { AuditLog } from '#core/schemas/retention.ts';
import { schema } from '../client.ts';

export type LogSubject = { id: string; username: string; name?: string; own: readonly string[] };

export type AuditLogShape = {
  table:
    | typeof schema.connectionHistory
    | typeof schema.adminAccessHistory
    | typeof schema.personalInfoDownload
    | typeof schema.permissionChangeHistory
    | typeof schema.contentOwnershipTransfer
    | typeof schema.contentUsageHistory;
  /** Hashed as they are, in this order (after the log's name and the row's id). */
  fields: readonly string[];
  /** Hashed through their keyed digests, in this order. */
  personal: readonly string[];
  subjects: readonly LogSubject[];
  freeText: readonly string[];
  /** Columns the hash leaves out, with the reason beside them. */
  unhashed?: readonly string[];
};

export const auditLogShapes: Record<AuditLog, AuditLogShape> = {
  connection_history: {
    table: schema.connectionHistory,
    fields: ['userId', 'kind', 'event', 'detail', 'createdAt'],
    personal: ['username', 'ip', 'userAgent'],
    subjects: [{ id: 'userId', username: 'username', own: ['ip', 'userAgent'] }],
    freeText: [],
  },
  admin_access_history: {
    table: schema.adminAccessHistory,
    fields: ['adminId', 'action', 'screen', 'createdAt'],
    personal: ['adminUsername', 'detail', 'ip', 'userAgent'],
    subjects: [{ id: 'adminId', username: 'adminUsername', own: ['ip', 'userAgent'] }],
    freeText: ['detail'],
  },
  personal_info_download: {
    table: schema.personalInfoDownload,
    fields: ['adminId', 'dataType', 'reason', 'fileName', 'rowCount', 'createdAt'],
    personal: ['adminUsername', 'filters', 'ip'],
    subjects: [{ id: 'adminId', username: 'adminUsername', own: ['ip'] }],
    freeText: ['filters'],
  },
  permission_change_history: {
    table: schema.permissionChangeHistory,
    fields: ['changedById', 'userId', 'fromRole', 'toRole', 'createdAt', 'step', 'detail'],
    personal: ['changedByUsername', 'username', 'ip'],
    subjects: [
      { id: 'changedById', username: 'changedByUsername', own: ['ip'] },
      { id: 'userId', username: 'username', own: [] },
    ],
    freeText: [],
  },
  content_ownership_transfer: {
    table: schema.contentOwnershipTransfer,
    // the account references are left out: the database sets them null when an account is deleted (its
    // usernames and names, hashed through their digests, are what the record keeps)
    fields: ['adminId', 'scope', 'items', 'itemCount', 'createdAt'],
    unhashed: ['fromUserId', 'toUserId'],
    personal: ['adminUsername', 'fromUsername', 'fromName', 'toUsername', 'toName', 'ip'],
    subjects: [
      { id: 'adminId', username: 'adminUsername', own: ['ip'] },
      { id: 'fromUserId', username: 'fromUsername', name: 'fromName', own: [] },
      { id: 'toUserId', username: 'toUsername', name: 'toName', own: [] },
    ],
    freeText: [],
  },
  content_usage_history: {
    table: schema.contentUsageHistory,
    fields: ['contentType', 'action', 'contentId', 'title', 'detail', 'userId', 'lang', 'createdAt'],
    personal: ['username', 'ip'],
    subjects: [{ id: 'userId', username: 'username', own: ['ip'] }],
    freeText: [],
  },
};

/** The chain's own columns, which no shape lists: they are what the hash is kept in. */
export const chainFields = ['id', 'chainPrev', 'chainHash', 'chainDigests', 'chainRedaction'] as const;
