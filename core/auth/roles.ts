// The roles of the portal (portal spec §6). ALL is the visitor without a session; the others are
// stored on the account. Role names seen only in the old portal's storage constants (USER, CEO…) are
// not roles here: nothing in the spec gives them a screen.
export const roles = ['ALL', 'MEMBER', 'PARTNER', 'STAFF', 'ADMIN', 'CONTENT_MANAGER'] as const;
export type Role = (typeof roles)[number];

/** The roles an account can hold (everything but the visitor). */
export const accountRoles = ['MEMBER', 'PARTNER', 'STAFF', 'ADMIN', 'CONTENT_MANAGER'] as const satisfies readonly Role[];
export type AccountRole = (typeof accountRoles)[number];

export function isAccountRole(value: unknown): value is AccountRole {
  return typeof value === 'string' && (accountRoles as readonly string[]).includes(value);
}

// The screen groups of portal spec §6, each role adding to the one before it.
export const MEMBERS: readonly Role[] = ['MEMBER', 'PARTNER', 'STAFF', 'ADMIN', 'CONTENT_MANAGER'];
/** Partner Q&A, FAQ, library and policy register (and the header's partner links). */
export const PARTNER_AREA: readonly Role[] = ['PARTNER', 'STAFF', 'ADMIN'];
/** Authoring of models, stories, videos, board menus, FAQs and partner business. */
export const CONTENT_AUTHORS: readonly Role[] = ['ADMIN', 'CONTENT_MANAGER'];
export const EVERYONE: readonly Role[] = ['ALL', ...MEMBERS];
export const ADMINS: readonly Role[] = ['ADMIN'];

/**
 * The console roles (issue 33, ISMS-P 2.5.6): ADMIN runs the console, CONTENT_MANAGER authors its content. Giving
 * one takes a second ADMIN's approval, and every account holding one is confirmed or revoked each quarter.
 */
export const privilegedRoles = ['ADMIN', 'CONTENT_MANAGER'] as const satisfies readonly AccountRole[];
export type PrivilegedRole = (typeof privilegedRoles)[number];

export const isPrivilegedRole = (role: string): role is PrivilegedRole => (privilegedRoles as readonly string[]).includes(role);

/**
 * Whether a role change gives a power the account did not have and so waits for a second ADMIN (issue 33,
 * decision 050): ADMIN from any other role, CONTENT_MANAGER from a role without it. An ADMIN made a content
 * manager loses powers, as any demotion does, and stays a one-admin change.
 */
export function grantNeedsSecondAdmin(fromRole: AccountRole, toRole: AccountRole): boolean {
  if (fromRole === toRole || !isPrivilegedRole(toRole)) return false;
  return toRole === 'ADMIN' || fromRole !== 'ADMIN';
}
