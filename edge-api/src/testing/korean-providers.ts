// Kakao's and Naver's sign-in endpoints for the tests (issue 34), on a port of this machine, answering in the
// shapes their documentation gives: Kakao Login (kauth `/oauth/authorize`, `/oauth/token`; kapi `/v2/user/me`,
// errors `{ error, error_description, error_code: 'KOE320' }` and `{ msg, code: -401 }`) and Naver Login
// (`/oauth2.0/authorize`, `/oauth2.0/token` with `expires_in` as text and its refusal as HTTP 200
// `{ error, error_description }`; `/v1/nid/me` as `{ resultcode: '00', message: 'success', response }`, a
// refusal `{ resultcode: '024', message: 'Authentication failed' }`). The person "signed in" at the provider is
// `state.kakao` or `state.naver` (or a refusal of the sign-in, `deny`): the provider's own screens are theirs, not the portal's.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Kakao's `/v2/user/me` answer of a person (its `kakao_account` as the app's consent items give it). */
export type KakaoPerson = { id: number; kakao_account: Record<string, unknown> };
/** Naver's `/v1/nid/me` `response` of a person. */
export type NaverPerson = { id: string; email?: string; name?: string; nickname?: string; mobile?: string; mobile_e164?: string };

export const KAKAO_CLIENT = { id: 'kakao-rest-api-key-test', secret: 'kakao-client-secret-test' };
export const NAVER_CLIENT = { id: 'naver-client-id-test', secret: 'naver-client-secret-test' };

type Grant = { provider: 'kakao' | 'naver'; person: KakaoPerson | NaverPerson; redirectUri: string; challenge: string | null; used: boolean };

async function formOf(req: IncomingMessage, url: URL): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  // Naver's token request may come as a GET with the query, or as a form: both are documented
  for (const [name, value] of url.searchParams) if (!body.has(name)) body.set(name, value);
  return body;
}

export type KoreanProviders = Awaited<ReturnType<typeof startKoreanProviders>>;

export async function startKoreanProviders(options: { port?: number } = {}) {
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, KakaoPerson | NaverPerson>();
  const state: {
    kakao: KakaoPerson | null;
    naver: NaverPerson | null;
    /** The person refuses the sign-in at the provider. */
    deny: boolean;
    /** The access tokens given are revoked before the profile is asked for. */
    revoked: boolean;
    /** The token requests received, as their forms. */
    requests: { path: string; form: Record<string, string> }[];
  } = { kakao: null, naver: null, deny: false, revoked: false, requests: [] };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
        res.end(JSON.stringify(body));
      };
      const [, provider = '', ...rest] = url.pathname.split('/');
      const path = `/${rest.join('/')}`;
      if (provider !== 'kakao' && provider !== 'naver') return json(404, {});
      if (path === '/oauth/authorize' || path === '/oauth2.0/authorize') {
        const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
        redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
        const person = state[provider];
        if (state.deny || !person) {
          redirect.searchParams.set('error', 'access_denied');
          redirect.searchParams.set('error_description', provider === 'kakao' ? 'User denied access' : 'Canceled By User');
        } else {
          const code = randomBytes(16).toString('hex');
          grants.set(code, {
            provider,
            person,
            redirectUri: url.searchParams.get('redirect_uri') ?? '',
            challenge: url.searchParams.get('code_challenge'),
            used: false,
          });
          redirect.searchParams.set('code', code);
        }
        res.writeHead(302, { location: redirect.href });
        return res.end();
      }
      if (path === '/oauth/token' || path === '/oauth2.0/token') {
        const form = await formOf(req, url);
        state.requests.push({ path: url.pathname, form: Object.fromEntries(form) });
        const grant = grants.get(form.get('code') ?? '');
        const client = provider === 'kakao' ? KAKAO_CLIENT : NAVER_CLIENT;
        const verifier = form.get('code_verifier') ?? '';
        const pkceOk = provider === 'naver' || (grant?.challenge !== null && createHash('sha256').update(verifier).digest('base64url') === grant?.challenge);
        const ok =
          grant &&
          grant.provider === provider &&
          !grant.used &&
          form.get('client_id') === client.id &&
          form.get('client_secret') === client.secret &&
          (provider === 'naver' || form.get('redirect_uri') === grant.redirectUri) &&
          pkceOk;
        if (!ok) {
          // Kakao: 400 with its error code; Naver: 200 with only the error
          return provider === 'kakao'
            ? json(400, { error: 'invalid_grant', error_description: `authorization code not found for code=${form.get('code') ?? ''}`, error_code: 'KOE320' })
            : json(200, { error: 'invalid_request', error_description: 'no valid data in session' });
        }
        grant.used = true;
        const accessToken = randomBytes(24).toString('base64url');
        tokens.set(accessToken, grant.person);
        return provider === 'kakao'
          ? json(200, {
              token_type: 'bearer',
              access_token: accessToken,
              expires_in: 21599,
              refresh_token: randomBytes(24).toString('base64url'),
              refresh_token_expires_in: 5183999,
              scope: 'account_email profile_nickname name phone_number',
            })
          : json(200, { access_token: accessToken, refresh_token: randomBytes(24).toString('base64url'), token_type: 'bearer', expires_in: '3600' });
      }
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const person = state.revoked ? undefined : tokens.get(bearer);
      if (provider === 'kakao' && path === '/v2/user/me') {
        if (!person) return json(401, { msg: 'this access token does not exist', code: -401 });
        return json(200, { ...person, connected_at: '2026-11-20T01:00:00Z' });
      }
      if (provider === 'naver' && path === '/v1/nid/me') {
        if (!person) return json(401, { resultcode: '024', message: 'Authentication failed' });
        return json(200, { resultcode: '00', message: 'success', response: person });
      }
      return json(404, {});
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    state,
    /** The settings that point the portal's Kakao and Naver sign-in at this server. */
    settings: {
      kakao: {
        protocol: 'oauth' as const,
        clientId: KAKAO_CLIENT.id,
        clientSecret: KAKAO_CLIENT.secret,
        authorizationEndpoint: `${origin}/kakao/oauth/authorize`,
        tokenEndpoint: `${origin}/kakao/oauth/token`,
        profileEndpoint: `${origin}/kakao/v2/user/me`,
      },
      naver: {
        protocol: 'oauth' as const,
        clientId: NAVER_CLIENT.id,
        clientSecret: NAVER_CLIENT.secret,
        authorizationEndpoint: `${origin}/naver/oauth2.0/authorize`,
        tokenEndpoint: `${origin}/naver/oauth2.0/token`,
        profileEndpoint: `${origin}/naver/v1/nid/me`,
      },
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
