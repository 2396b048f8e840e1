// The kinds of a member's own data as their export names them (issue 33): each kind's key (the JSON file's and the
// sheet's), its sheet's name and its fields in order, with the header each takes in the member's language. The
// readers of db/queries/my-data.ts answer the rows; the JSON file and the workbook carry the same fields.
import type { MessageKey } from '#core/i18n/translate.ts';
import { consentCodeKey, consentItemKey } from '#core/schemas/consent.ts';
import { modelCardCodeKey } from '#core/schemas/model-card.ts';
import { myDataReaders, type MyDataKind } from '#db/queries/my-data.ts';

/**
 * A field of a kind: its name in the JSON file, whether it is an instant (written in the member's zone in the
 * workbook), and for a code the workbook writes in words, the catalogue key of its words (the JSON file keeps the code).
 */
export type MyDataField = { name: string; instant?: true; width?: number; label?: (code: string) => MessageKey };

const instant = (name: string): MyDataField => ({ name, instant: true });
const text = (name: string, width?: number): MyDataField => (width ? { name, width } : { name });
const id = text('id', 8);
const link = text('link', 50);

/** The fields of each kind, in the order of the workbook's columns (the readers' rows hold these names). */
export const myDataFields: Record<MyDataKind, readonly MyDataField[]> = {
  consentHistory: [
    id,
    instant('createdAt'),
    { name: 'item', width: 36, label: consentItemKey },
    { name: 'action', width: 10, label: (code) => consentCodeKey('action', code) },
    text('version', 22),
    { name: 'source', width: 16, label: (code) => consentCodeKey('source', code) },
  ],
  forumPosts: [
    id,
    text('board', 8),
    text('title', 40),
    text('content', 60),
    text('tags'),
    instant('createdAt'),
    instant('updatedAt'),
    text('hidden', 8),
    text('deleted', 8),
    link,
  ],
  forumComments: [
    id,
    text('post', 8),
    text('parent', 8),
    text('content', 60),
    instant('createdAt'),
    instant('updatedAt'),
    text('hidden', 8),
    text('deleted', 8),
    link,
  ],
  sharedModels: [
    id,
    text('name', 40),
    text('description', 60),
    { name: 'task', width: 18, label: (code) => modelCardCodeKey('task', code) },
    { name: 'framework', width: 14, label: (code) => modelCardCodeKey('framework', code) },
    { name: 'licence', width: 14, label: (code) => modelCardCodeKey('licence', code) },
    { name: 'inputType', width: 14, label: (code) => modelCardCodeKey('inputType', code) },
    text('metrics', 30),
    text('version', 10),
    instant('createdAt'),
    instant('updatedAt'),
    text('deleted', 8),
    link,
  ],
  sharedModelReleases: [id, text('model', 8), text('version', 10), text('changelogKr', 40), text('changelogEn', 40), instant('releasedAt')],
  sharedDataSets: [id, text('name', 40), text('description', 60), instant('createdAt'), instant('updatedAt'), text('deleted', 8), link],
  partnerQuestions: [
    id,
    text('type'),
    text('product'),
    text('productVersion', 10),
    text('title', 40),
    text('content', 60),
    text('private', 8),
    text('status', 12),
    instant('createdAt'),
    instant('updatedAt'),
    text('deleted', 8),
    link,
  ],
  partnerComments: [id, text('question', 8), text('parent', 8), text('content', 60), instant('createdAt'), instant('updatedAt'), text('deleted', 8), link],
  partnerApplications: [
    id,
    instant('createdAt'),
    text('company', 28),
    text('businessTypes', 28),
    text('name'),
    text('contact', 16),
    text('email', 30),
    text('country', 8),
    text('status', 12),
    text('refusalReason', 40),
    instant('decidedAt'),
  ],
  files: [id, instant('createdAt'), text('name', 40), text('extension', 8), text('size', 12), text('kind', 24), text('deleted', 8), text('link', 60)],
  bookmarks: [instant('createdAt'), text('kind', 20), text('target', 8)],
  watches: [instant('createdAt'), text('target', 16), text('key', 30), text('level', 12)],
  reactions: [instant('createdAt'), text('target', 10), id, text('post', 8), text('reaction', 12)],
  notificationPreferences: [text('kind', 24), text('channel', 12), instant('updatedAt')],
  notifications: [id, instant('createdAt'), text('kind', 24), text('subject', 40), text('actor'), text('post', 8), instant('seenAt')],
  contentUsage: [
    id,
    instant('createdAt'),
    text('contentType', 20),
    text('action', 10),
    text('contentId', 10),
    text('title', 40),
    text('detail'),
    text('lang', 6),
    text('ip', 16),
  ],
  signIns: [id, instant('createdAt'), text('kind', 10), text('event', 16), text('detail'), text('ip', 16), text('userAgent', 50)],
  forumReports: [id, instant('createdAt'), text('target', 10), text('post', 8), text('reason', 16), text('detail', 40), text('status', 12)],
  videoProgress: [text('video', 8), instant('createdAt')],
  roleChanges: [id, instant('createdAt'), text('fromRole', 16), text('toRole', 16)],
  authenticatorApp: [instant('confirmedAt'), instant('updatedAt')],
  recoveryCodes: [id, instant('createdAt'), instant('usedAt')],
  passkeys: [id, text('name', 30), text('scope', 10), text('synced', 8), instant('createdAt'), instant('lastUsedAt')],
  signInProviders: [text('provider', 10), text('email', 30), instant('linkedAt')],
  dataExports: [id, instant('createdAt'), text('format', 8), text('ip', 16)],
};

/** The kinds in the order of the files (the readers' order). */
export const myDataKinds = Object.keys(myDataReaders) as MyDataKind[];

/** The header of a field, from the catalogue (myData.json: `myData.column.<field>`). */
export const columnKey = (name: string) => `myData.column.${name}` as MessageKey;
/** The sheet's name of a kind (`myData.sheet.<kind>`). */
export const sheetKey = (kind: string) => `myData.sheet.${kind}` as MessageKey;

/** The account's fields as the export shows them: everything but the password's hash and the sign-in counters. */
export const accountFields = [
  'id',
  'username',
  'name',
  'companyName',
  'departmentName',
  'phoneNumber',
  'country',
  'secondaryEmail',
  'role',
  'status',
  'lang',
  'privilege',
  'createdAt',
  'activatedAt',
  'lastAccess',
  'updatedAt',
  'passwordChangedAt',
  'dormantAt',
] as const;
export const accountInstants: ReadonlySet<string> = new Set(['createdAt', 'activatedAt', 'lastAccess', 'updatedAt', 'passwordChangedAt', 'dormantAt']);
