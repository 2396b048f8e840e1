// A real OpenID Connect provider for the tests of Google's sign-in (issue 34): the `oidc-provider` package on a
// port of this machine, with one client registered for the portal, its development login page (any login
// names the person whose claims `people` holds) and grants given without a consent screen, as Google gives
// them to a first-party client. `tamper` changes the claims of the next ID tokens, signed again with the
// provider's own key, to play a provider (or a man in the middle) that answers for another issuer, audience,
// nonce or time.
import { createPrivateKey, generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export type TestPerson = { email?: string; email_verified?: boolean; name?: string };
export type IdTokenClaims = Record<string, unknown>;

export const TEST_CLIENT = { id: 'portal-test-client', secret: 'portal-test-secret-0123456789' };

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** A JWS of `claims` with the provider's key and `kid`, as the provider signs (RS256). */
function signJwt(claims: IdTokenClaims, jwk: JsonWebKey & { kid: string }): string {
  const head = base64url(JSON.stringify({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  const key = createPrivateKey({ key: jwk, format: 'jwk' });
  return `${head}.${body}.${sign('sha256', Buffer.from(`${head}.${body}`), key).toString('base64url')}`;
}

const claimsOf = (jwt: string): IdTokenClaims => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as IdTokenClaims;

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * Starts the provider on `port` (a free one by default) for a client whose redirect URIs are `redirectUris`.
 * Answers its issuer, the people it knows (by login), the tamper hook, and `close`.
 */
export async function startOidcProvider(options: { redirectUris: string[]; port?: number; host?: string }) {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'portal-test-key', use: 'sig', alg: 'RS256' };
  const people = new Map<string, TestPerson>();
  const tamper: { idToken: ((claims: IdTokenClaims) => IdTokenClaims) | null } = { idToken: null };
  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['portal-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // as Google: the claims of the scopes are in the ID token itself
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Google's lifetimes, set so the provider does not warn of its defaults
    ttl: { AuthorizationCode: 600, AccessToken: 3600, IdToken: 3600, Grant: 3600, Interaction: 3600, Session: 3600 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...people.get(id) }) }),
    // a first-party client is given the scopes it asks for, without a consent screen
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.use(async (ctx, next) => {
    // the browser's request for an icon, answered empty: a 404 would be a console error of the browser tests
    if (ctx.path === '/favicon.ico') {
      ctx.status = 204;
      return;
    }
    await next();
    // the development login page imports a web font from the internet, which the tests' machines cannot reach
    if (typeof ctx.body === 'string') ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/, '');
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (ctx.path === '/token' && tamper.idToken && typeof body?.id_token === 'string') {
      ctx.body = { ...body, id_token: signJwt(tamper.idToken(claimsOf(body.id_token)), jwk) };
    }
  });
  server.on('request', provider.callback());
  return {
    issuer,
    people,
    tamper,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The portal's Google settings pointed at the test provider `idp`, with the test client. */
export const googleSettingsOf = (idp: TestOidcProvider) =>
  ({ protocol: 'oidc', clientId: TEST_CLIENT.id, clientSecret: TEST_CLIENT.secret, issuer: idp.issuer }) as const;
