// What the workerd tests share: the Worker's bindings (D1, R2, the settings), a sign-in through the
// real call that returns the session cookie to send with later requests, and an admin's console session.
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { randomToken, sha256Hex } from '#core/auth/token.ts';
import { schema, type Db } from '#db/client.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { accountSeed, insertAccount } from '#db/seed/generators.ts';
import type { createApp } from '../src/app.ts';

export const bindings = env as unknown as Record<string, unknown>;
export const ORIGIN = 'http://localhost';

/** Signs a demo account in; its `portal_session=…` cookie. */
export async function signIn(app: ReturnType<typeof createApp>, username: string, password = DEMO_PASSWORD): Promise<string> {
  const login = await app.request(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(login.status).toBe(200);
  return (
    login.headers
      .getSetCookie()
      .find((line) => line.startsWith('portal_session='))
      ?.split(';')[0] ?? ''
  );
}

/**
 * A new admin's console session as the sign-in leaves it (the token presented, its SHA-256 stored), without
 * the password and mailed code: the token to send as a bearer token, and the admin's id.
 */
export async function adminSession(db: Db, now: Date): Promise<{ token: string; adminId: number }> {
  const adminId = await insertAccount(db, accountSeed({ role: 'ADMIN' }), 'Admin#2468', () => Promise.resolve('scrypt-not-used'), { now });
  const token = randomToken();
  await db.insert(schema.session).values({
    id: await sha256Hex(token),
    userId: adminId,
    kind: 'ADMIN',
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    idleExpiresAt: new Date(now.getTime() + 600_000).toISOString(),
    expiresAt: new Date(now.getTime() + 600_000).toISOString(),
  });
  return { token, adminId };
}
