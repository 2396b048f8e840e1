// What the workerd tests share: the Worker's bindings (D1, R2, the settings) and a sign-in through the
// real call that returns the session cookie to send with later requests.
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
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
