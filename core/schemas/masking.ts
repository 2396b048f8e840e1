// Unmasking one row of a console list (issue 33, decision 051): the lists whose rows an admin may unmask,
// the reason asked for (the same as for an unmasked export), and what the unmasking answers. Which fields
// are personal is declared on the lists' own row schemas (core/privacy/personal.ts).
import * as v from 'valibot';
import { requiredLine } from './common.ts';
import type { PersonalDataType } from './download-history.ts';

/** The shortest reason taken: a word or two, not a key pressed to get past the dialog. */
export const REASON_MIN_LENGTH = 4;
export const REASON_MAX_LENGTH = 200;

/**
 * Why an admin needs personal data in full: asked before a row is unmasked and before an export that is
 * not masked; written in the personal-information download history (DESIGN.md §4).
 */
export const personalDataReason = v.pipe(requiredLine(REASON_MAX_LENGTH), v.minLength(REASON_MIN_LENGTH, 'validation.minLength'));

/** A list whose rows can be unmasked: its list call, the data type its records name, its console screen. */
type UnmaskView = { list: `/api/admin/${string}`; dataType: PersonalDataType; screen: `/admin/${string}` };

/**
 * Every console list that shows personal data, each with its unmasking `POST <list>/:id/unmask` (admitted
 * for the roles that may read the list: core/auth/calls.ts). Its rows are the `items` of the list's answer.
 */
export const unmaskViews = {
  account: { list: '/api/admin/user', dataType: 'ACCOUNT', screen: '/admin/account' },
  permission: { list: '/api/admin/permission', dataType: 'PERMISSION', screen: '/admin/permission' },
  connectionHistory: { list: '/api/admin/connect-hist', dataType: 'CONNECTION_HISTORY', screen: '/admin/history-connect' },
  adminAccessHistory: { list: '/api/admin/user-access-hist', dataType: 'ADMIN_ACCESS_HISTORY', screen: '/admin/admin-access' },
  downloadHistory: { list: '/api/admin/personal-info-download-hist', dataType: 'PERSONAL_INFO_DOWNLOAD', screen: '/admin/download-history' },
  contentUsage: { list: '/api/admin/content-usage-hist', dataType: 'CONTENT_USAGE', screen: '/admin/history-content' },
  permissionChange: { list: '/api/admin/permission_change_tracking', dataType: 'PERMISSION_CHANGE', screen: '/admin/change-permission' },
  partnerApplication: { list: '/api/admin/partner-application', dataType: 'PARTNER_APPLICATION', screen: '/admin/partner-application' },
  ownershipTransfer: { list: '/api/admin/content-ownership-history', dataType: 'OWNERSHIP_TRANSFER', screen: '/admin/content-ownership' },
  partnerQnaTimes: { list: '/api/admin/partner-qna-times', dataType: 'PARTNER_QNA', screen: '/admin/partner-qna-times' },
} as const satisfies Record<string, UnmaskView>;

export type UnmaskViewName = keyof typeof unmaskViews;
export const unmaskViewNames = Object.keys(unmaskViews) as UnmaskViewName[];

/** The unmasking call of a list, by key (`POST /api/admin/user/:id/unmask`). */
export type UnmaskCallKey = { [N in UnmaskViewName]: `POST ${(typeof unmaskViews)[N]['list']}/:id/unmask` }[UnmaskViewName];
export const unmaskCallKey = <N extends UnmaskViewName>(name: N) => `POST ${unmaskViews[name].list}/:id/unmask` as UnmaskCallKey;

/** POST <list>/:id/unmask */
export const unmaskBody = v.object({ reason: personalDataReason });
export type UnmaskBody = v.InferOutput<typeof unmaskBody>;

/** What an unmasking answers: the row's personal fields in full, by field name (the rest of the row is as listed). */
export const unmaskedRow = v.object({ id: v.number(), fields: v.record(v.string(), v.string()) });
export type UnmaskedRow = v.InferOutput<typeof unmaskedRow>;
