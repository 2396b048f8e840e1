import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '#core/schemas/common.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { softAuthenticator } from '../src/testing/soft-authenticator.ts';
import { adminSession, bindings, ORIGIN, signIn } from './support.ts';

// Passkeys (issue 34) in workerd on D1: @simplewebauthn/server verifies the registration and the assertion with the
// Worker's own Web Crypto, the challenges and credentials live in D1, and the relying party is the Worker's address.
const MEMBER = 'emily.carter@northwind-retail.com';

type Options = { challenge: string; rp: { id?: string }; user: { id: string } };

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0] ?? '';

async function portal() {
  const deps = await createWorkerDeps(bindings);
  const app = createApp({ deps: () => Promise.resolve(deps) });
  const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', origin: ORIGIN, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { app, deps, send };
}

describe('passkeys in workerd on D1', () => {
  it('POST /api/auth/passkey/register and /login: a member adds a passkey on My Page and signs in with it alone', async () => {
    const { app, send } = await portal();
    const cookie = await signIn(app, MEMBER);
    expect((await send('/api/auth/import-password', { password: DEMO_PASSWORD }, { cookie })).status).toBe(200);
    const creation = await (await send('/api/auth/passkey/register-options', undefined, { cookie })).json<Envelope<Options>>();
    expect(creation.data.rp.id).toBe('localhost');
    const authenticator = softAuthenticator({ origin: ORIGIN });
    const { response, credential } = await authenticator.register(creation.data);
    const added = await send('/api/auth/passkey/register', { name: 'Laptop', response }, { cookie });
    expect(added.status).toBe(201);
    const stored = await env.DB.prepare('select scope, credential_id, counter from passkey').all<{ scope: string; credential_id: string; counter: number }>();
    expect(stored.results).toEqual([{ scope: 'MEMBER', credential_id: credential.id, counter: 0 }]);

    const asked = await send('/api/auth/passkey/login-options', undefined);
    const browser = cookieOf(asked, 'portal_passkey');
    const options = (await asked.json<Envelope<{ challenge: string }>>()).data;
    const assertion = await authenticator.assert(options, credential);
    const signedIn = await send('/api/auth/passkey/login', { response: assertion }, { cookie: browser });
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json<Envelope<{ username: string }>>()).data.username).toBe(MEMBER);
    expect(cookieOf(signedIn, 'portal_session')).toMatch(/^portal_session=[A-Za-z0-9_-]{43}$/);
    // the same answer again is refused: its challenge was used in D1
    const replayed = await send('/api/auth/passkey/login', { response: assertion }, { cookie: browser });
    expect({ status: replayed.status, message: (await replayed.json<Envelope<null>>()).message }).toEqual({
      status: 400,
      message: 'This passkey request has been used already. Start again to make a new one.',
    });
    const history = await env.DB.prepare("select event, detail from connection_history where detail like 'passkey%' order by id").all();
    expect(history.results).toEqual([
      { event: 'SECURITY_CHANGE', detail: 'passkeyAdded:Laptop' },
      { event: 'LOGIN', detail: 'passkey' },
      { event: 'LOGIN_FAILED', detail: 'passkey:challengeUsed' },
    ]);
  }, 180_000);

  it('POST /api/auth/admin/passkey/login: an admin signs in to the console with a console passkey, without the code', async () => {
    const { deps, send } = await portal();
    const { token, adminId } = await adminSession(deps.db, new Date());
    const consoleSession = { authorization: `Bearer ${token}` };
    const creation = await (await send('/api/admin/passkey/register-options', undefined, consoleSession)).json<Envelope<Options>>();
    const authenticator = softAuthenticator({ origin: ORIGIN });
    const { response, credential } = await authenticator.register(creation.data);
    expect((await send('/api/admin/passkey/register', { name: 'Key', response }, consoleSession)).status).toBe(201);

    const asked = await send('/api/auth/admin/passkey/login-options', undefined);
    const options = (await asked.json<Envelope<{ challenge: string }>>()).data;
    const signedIn = await send(
      '/api/auth/admin/passkey/login',
      { response: await authenticator.assert(options, credential) },
      { cookie: cookieOf(asked, 'portal_passkey') },
    );
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json<Envelope<{ roleCd: string }>>()).data.roleCd).toBe('ADMIN');
    expect(cookieOf(signedIn, 'portal_admin')).toMatch(/^portal_admin=[A-Za-z0-9_-]{43}$/);
    const used = await env.DB.prepare('select counter, last_used_at from passkey where user_id = ?')
      .bind(adminId)
      .first<{ counter: number; last_used_at: string }>();
    expect(used?.counter).toBe(1);
    expect(used?.last_used_at).toBeTruthy();
  }, 180_000);
});
