// Sign-in with Kakao, Naver and Google (issue 34, decision 054): the providers switched on, the start of a
// trip to one, and the callback that ends it. The callback signs in the account the identity is linked to;
// sends a new person to finish their sign-up (/register-provider), and the owner of the account with the
// provider's verified address to prove it (/login-provider): never linked on the provider's word alone. A
// refused callback goes back with `?providerError=<reason>`, written as LOGIN_FAILED and counted against
// the address like a wrong password.
import { Hono, type Context } from 'hono';
import { REAUTH_TTL_MS } from '#core/auth/limits.ts';
import { type ProviderError, type SignInProvider } from '#core/auth/sign-in-providers.ts';
import { providerParam, providerStartQuery } from '#core/schemas/sign-in-provider.ts';
import { findAccountById, findAccountByUsername } from '#db/queries/account.ts';
import { updateSession } from '#db/queries/session.ts';
import { findProviderLink, type ProviderFlowRow } from '#db/queries/sign-in-provider.ts';
import { ApiError } from '../../lib/api-error.ts';
import { documented } from '../../lib/describe-call.ts';
import { okForEveryone } from '../../lib/envelope.ts';
import { loadSession } from '../../lib/session.ts';
import { peekProviderFlow, startProviderFlow, takeProviderFlow } from '../../lib/sign-in-provider/flow.ts';
import { finishProviderSignIn, linkIdentity, secondStepPath } from '../../lib/sign-in-provider/link.ts';
import { startPending } from '../../lib/sign-in-provider/pending.ts';
import { ProviderRefusal, type ProviderIdentity } from '../../lib/sign-in-provider/protocol.ts';
import { enabledSignInProviders, localPath, protocolOf, redirectUriOf, withParam } from '../../lib/sign-in-provider/providers.ts';
import { checkIpLimit, countIpFailure, recordSignIn } from '../../lib/sign-in.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Sign-in providers');

/** Refusals that say nothing against the caller: the person's own choice, or a provider that did not answer. */
const uncounted: ReadonlySet<ProviderError> = new Set(['cancelled', 'unavailable', 'tooManyAttempts']);

/** Sends the browser back where the trip began, with the reason; written in the history and counted against the address. */
async function refuse(c: Context<AppEnv>, provider: SignInProvider, flow: ProviderFlowRow | null, reason: ProviderError, identity: ProviderIdentity | null) {
  await recordSignIn(c, 'MEMBER', identity?.email ?? '', flow?.userId ?? null, 'LOGIN_FAILED', `provider:${provider}:${reason}`);
  if (!uncounted.has(reason)) await countIpFailure(c, 'login');
  // a member linking or re-entering returns to their page; a sign-in to the sign-in page, in the trip's language
  const back = flow && flow.purpose !== 'SIGN_IN' ? flow.nextPath : localPath(flow?.lang ?? c.var.lang, '/login');
  return c.redirect(withParam(back, 'providerError', reason), 302);
}

/** What a callback's identity leads to, by why the trip was made. */
async function afterIdentity(c: Context<AppEnv>, flow: ProviderFlowRow, identity: ProviderIdentity) {
  const { db } = c.var.deps;
  if (flow.purpose === 'LINK') {
    const account = flow.userId ? await findAccountById(db, flow.userId) : null;
    if (!account || account.status !== 'ACTIVE') throw new ProviderRefusal('accountNotActive');
    const linked = await linkIdentity(c, account, identity);
    return c.redirect(withParam(flow.nextPath, 'providerLinked', linked ? identity.provider : ''), 302);
  }
  if (flow.purpose === 'REAUTH') {
    // My Page's re-entry through a provider linked to the signed-in member, in the session that started it
    const auth = await loadSession(c, 'MEMBER');
    const link = await findProviderLink(db, identity.provider, identity.subject);
    if (!auth || auth.user.id !== flow.userId || link?.userId !== flow.userId) throw new ProviderRefusal('notLinked');
    await updateSession(db, auth.session.id, { reauthUntil: new Date(c.var.deps.now().getTime() + REAUTH_TTL_MS).toISOString() });
    return c.redirect(flow.nextPath, 302);
  }
  const link = await findProviderLink(db, identity.provider, identity.subject);
  if (link) {
    const account = await findAccountById(db, link.userId);
    if (!account) throw new ProviderRefusal('accountNotActive');
    const signedIn = await finishProviderSignIn(c, account, identity.provider);
    // two-step verification on: its second step on the sign-in page, which goes on to where the sign-in was going
    if ('secondFactor' in signedIn) return c.redirect(secondStepPath(flow.lang, signedIn.secondFactor, flow.nextPath), 302);
    // a new version of the terms first (issue 33), then where the sign-in was going
    const { user } = signedIn;
    const next = user.termsPending ? withParam(localPath(flow.lang, '/my-page/accept-terms'), 'next', flow.nextPath) : flow.nextPath;
    return c.redirect(next, 302);
  }
  // no account signs in with this identity yet: the provider must vouch for the address it gives
  if (!identity.email) throw new ProviderRefusal('emailMissing');
  if (!identity.emailVerified) throw new ProviderRefusal('emailUnverified');
  const existing = await findAccountByUsername(db, identity.email);
  await startPending(c, identity, flow, existing?.id ?? null);
  return c.redirect(localPath(flow.lang, existing ? '/login-provider' : '/register-provider'), 302);
}

export const signInProviderRoutes = new Hono<AppEnv>()
  .get('/public/sign-in-providers', doc('The sign-in providers switched on by the settings', { 200: 'Their names, in the order shown' }), (c) =>
    okForEveryone(c, { providers: enabledSignInProviders(c) }),
  )
  .get(
    '/public/sign-in-providers/:provider/start',
    doc("Starts a sign-in at a provider: sends the browser to the provider's page, with this trip's state, nonce and PKCE challenge (the state in a cookie)", {
      302: "To the provider's page; back to the sign-in page with ?providerError= when the address is over its limit or the provider cannot be reached",
      422: 'An unknown provider, or a return address that is not a path of this site',
      404: 'A provider switched off',
    }),
    validate('param', providerParam),
    validate('query', providerStartQuery),
    async (c) => {
      const { provider } = c.req.valid('param');
      const { next, lang = c.var.lang } = c.req.valid('query');
      // a link anyone may follow: it only starts a trip whose end is bound to this browser (decision 054)
      try {
        await checkIpLimit(c, 'login');
        return c.redirect(await startProviderFlow(c, { provider, purpose: 'SIGN_IN', userId: null, next, lang }), 302);
      } catch (error) {
        const reason = error instanceof ProviderRefusal ? 'unavailable' : error instanceof ApiError && error.status === 429 ? 'tooManyAttempts' : null;
        if (!reason) throw error;
        // the provider's own pages could not be reached (its discovery document): the operator's to hear of
        if (error instanceof ProviderRefusal) c.var.log.error('sign-in provider unreachable', { provider, detail: error.message });
        return c.redirect(withParam(localPath(lang, '/login'), 'providerError', reason), 302);
      }
    },
  )
  .get(
    '/public/sign-in-providers/:provider/callback',
    doc('Where the provider sends the browser back: signs in, or sends on to finish the sign-up or prove the account; a refusal returns with ?providerError=', {
      302: 'To where the sign-in was going, /register-provider, /login-provider, or back with the reason',
      404: 'An unknown provider, or one switched off',
    }),
    async (c) => {
      const { provider, protocol } = protocolOf(c, c.req.param('provider'));
      let flow: ProviderFlowRow | null = null;
      let identity: ProviderIdentity | null = null;
      try {
        await checkIpLimit(c, 'login');
        const taken = await takeProviderFlow(c, provider);
        flow = taken.flow;
        identity = await protocol.identity(new URL(c.req.url), taken.secrets, redirectUriOf(c, provider));
        return await afterIdentity(c, flow, identity);
      } catch (error) {
        const reason = error instanceof ProviderRefusal ? error.reason : error instanceof ApiError && error.status === 429 ? 'tooManyAttempts' : null;
        if (!reason) throw error;
        if (error instanceof ProviderRefusal && reason === 'unavailable') c.var.log.error('sign-in provider unreachable', { provider, detail: error.message });
        else if (error instanceof ProviderRefusal && error.message !== reason) c.var.log.info('provider sign-in refused', { provider, detail: error.message });
        return refuse(c, provider, flow ?? (await peekProviderFlow(c)), reason, identity);
      }
    },
  );
