// The records of the console's history lists (admin spec §1, history logs) as the API answers them, and
// the values their columns take. The database's columns take the same lists (db/schema/audit.ts).
import * as v from 'valibot';
import { personal } from '../privacy/personal.ts';
import type { HistoryQuery } from './admin-auth.ts';

/** Which session a sign-in opened: the site's member session or the console's admin session. */
export const sessionKinds = ['MEMBER', 'ADMIN'] as const;
/** SECURITY_CHANGE: a second factor, a passkey or a linked sign-in provider added or removed (issue 34; its detail names it). */
export const connectionEvents = ['LOGIN', 'LOGOUT', 'LOGIN_FAILED', 'SESSION_EXPIRED', 'SECURITY_CHANGE'] as const;
/** UNMASK: one row of a list shown with its personal data in full, for a reason (issue 33). */
export const adminAccessActions = ['VIEW', 'EXPORT', 'UPDATE', 'UNMASK'] as const;
export type AdminAccessAction = (typeof adminAccessActions)[number];

/** A sign-in, sign-out or failure in the connection history. */
export const connectionHistoryItem = v.object({
  id: v.number(),
  username: personal('email'),
  kind: v.picklist(sessionKinds),
  event: v.picklist(connectionEvents),
  detail: v.string(),
  ip: v.string(),
  userAgent: v.string(),
  createdAt: v.string(),
});
export type ConnectionHistoryItem = v.InferOutput<typeof connectionHistoryItem>;

/** What an admin viewed, exported or changed in the console. */
export const adminAccessItem = v.object({
  id: v.number(),
  /** The admin: a console actor, named in full (decision 051). */
  adminUsername: v.string(),
  action: v.picklist(adminAccessActions),
  screen: v.string(),
  /** Names the accounts looked at or changed by e-mail address, so their addresses are masked in it. */
  detail: personal('text'),
  ip: v.string(),
  userAgent: v.string(),
  createdAt: v.string(),
});
export type AdminAccessItem = v.InferOutput<typeof adminAccessItem>;

/**
 * The filters of a history list as the console keeps them in its address: the list query of the API
 * (`historyQuery`) without the page size, which the console always sends as the list default.
 */
export type HistoryFilters = Omit<HistoryQuery, 'pageSize'>;
