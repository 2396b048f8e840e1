// Random tokens for sessions and mailed links, and the hash under which they are stored. Web Crypto, so
// the same code runs in the browser, on Node and in workerd (the hash takes the runtime's own where it has one).

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** What `randomToken` gives: 43 URL-safe characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a text has the shape of a token (a mailed link's `?token=`), before any server is asked. */
export function isToken(text: string): boolean {
  return TOKEN_PATTERN.test(text);
}

/** 256 random bits as 43 URL-safe characters. */
export function randomToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** A random numeric code of `digits` digits, uniformly drawn (no modulo bias). */
export function randomDigits(digits: number): string {
  const limit = 10 ** digits;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < ceiling) return String(value % limit).padStart(digits, '0');
  }
}

/** The synchronous hash of the runtime, where it has one (Node, and workerd with `nodejs_compat`). */
type SyncHash = { createHash(algorithm: 'sha256'): { update(text: string): { digest(encoding: 'hex' | 'base64'): string } } };
const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
const syncHash = runtime?.getBuiltinModule?.('node:crypto') as SyncHash | undefined;

/**
 * SHA-256 as lowercase hex: what the database keeps instead of a token. Hashed at once where the runtime
 * can (every signed-in request hashes its session token, and Web Crypto's digest costs a trip through a
 * worker thread: about 14 times the CPU on Node), else by Web Crypto (the browser).
 */
export async function sha256Hex(text: string): Promise<string> {
  if (syncHash) return syncHash.createHash('sha256').update(text).digest('hex');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 in standard base64 (a Content-Security-Policy hash source's digest), hashed like `sha256Hex`. */
export async function sha256Base64(text: string): Promise<string> {
  if (syncHash) return syncHash.createHash('sha256').update(text).digest('base64');
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));
}
