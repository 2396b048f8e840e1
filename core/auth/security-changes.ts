// The changes to how an account signs in (issue 34): each is written in the connection history as a
// SECURITY_CHANGE with the change as its detail, and announced to the account's owner by mail, so a change
// they did not make is seen at once (edge-api/src/lib/security-change.ts).
export const securityChanges = [
  'totpAdded',
  'totpRemoved',
  'recoveryCodesRenewed',
  'recoveryCodeUsed',
  'passkeyAdded',
  'passkeyRemoved',
  'secondFactorReset',
  'providerLinked',
  'providerUnlinked',
] as const;
export type SecurityChange = (typeof securityChanges)[number];
