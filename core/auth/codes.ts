// The envelope codes of identity failures (the envelope's `code`; the HTTP status says the class).
// The spec names only code 180, "a special flag" at login; we define it as the expired password, the
// flag `suspendedPassword` whose screen is /change-password (docs/identity.md lists them all).
export const authCodes = {
  /** The password is older than the password cycle: sign-in is refused until it is changed at /change-password. */
  PASSWORD_EXPIRED: 180,
  /** The account has not been activated: the login page offers to resend the activation mail. */
  NOT_ACTIVATED: 181,
  /** Dormant after long inactivity (flag `suspendedAccount`): reactivation by mail to support. */
  DORMANT: 182,
  /** Locked after repeated wrong passwords; the message gives the minutes left. */
  LOCKED: 183,
  /** Too many failures from one IP address; the message gives the minutes left. */
  TOO_MANY_ATTEMPTS: 184,
  /**
   * A new version of the terms of use or the privacy policy took effect since the member last accepted them:
   * until they accept at /my-page/accept-terms, member calls other than that page's are refused (issue 33).
   */
  TERMS_ACCEPT_REQUIRED: 185,
  /** The session is missing or has ended. */
  SESSION_EXPIRED: 401,
} as const;
