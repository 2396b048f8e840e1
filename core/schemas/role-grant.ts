// A second ADMIN for console role grants (issue 33, decision 050): giving ADMIN or CONTENT_MANAGER makes a pending
// request (core/auth/roles.ts grantNeedsSecondAdmin) that changes the role only when another ADMIN approves it;
// it can be rejected by another ADMIN or withdrawn by its requester. Each step is in the permission-change history.
import * as v from 'valibot';
import { accountRoles } from '../auth/roles.ts';
import { typedText } from './common.ts';

export const roleGrantStatuses = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type RoleGrantStatus = (typeof roleGrantStatuses)[number];

/** The most pending requests one list answers (one per account at most: the database allows no second). */
export const ROLE_GRANT_LIST_MAX = 200;

/** A pending request as the console lists it. */
export const roleGrantItem = v.object({
  id: v.number(),
  userId: v.number(),
  username: v.string(),
  fromRole: v.picklist(accountRoles),
  toRole: v.picklist(accountRoles),
  requestedByUsername: v.string(),
  requestedAt: v.string(),
  /** Whether the signed-in ADMIN made it: they may withdraw it, not approve or reject it. */
  mine: v.boolean(),
});
export type RoleGrantItem = v.InferOutput<typeof roleGrantItem>;

/**
 * GET /api/admin/role-grant: the pending requests, oldest first, and how many ADMINs the portal has: with one, no
 * request can be approved until a second ADMIN exists (the console says how to make one).
 */
export const roleGrantList = v.object({ items: v.array(roleGrantItem), admins: v.number() });
export type RoleGrantList = v.InferOutput<typeof roleGrantList>;

/** PUT /api/admin/role-grant/:id/reject: an optional reason, recorded in the permission-change history. */
export const roleGrantRejectBody = v.object({
  note: v.optional(v.pipe(typedText({ singleLine: false }), v.trim(), v.maxLength(500, 'validation.maxLength')), ''),
});

/** What approving, rejecting or withdrawing answers: the request as it now stands. */
export const roleGrantDecided = v.object({ id: v.number(), status: v.picklist(roleGrantStatuses) });
