// The "suspended password" flag of portal spec §4 (sign-in refused with code 180): the typed address is
// kept for this tab only, so /change-password can show its expired-password form with it filled in.
const KEY = 'suspendedPassword';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberExpiredPassword(username: string): void {
  session()?.setItem(KEY, username);
}

/** The address of the sign-in refused for an expired password, or null. */
export function expiredPasswordUsername(): string | null {
  return session()?.getItem(KEY) ?? null;
}

export function forgetExpiredPassword(): void {
  session()?.removeItem(KEY);
}
