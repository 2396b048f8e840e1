// A member's sign-in providers on My Page (issue 34, decision 054): the linked ones with the date linked, the
// link of another (a trip to the provider, whose callback links the identity it vouches for to this member),
// the removal of one (never the last way to sign in), and My Page's re-entry through a linked provider for an
// account without a password of its own. Linking and removing change how the account signs in: both ask for
// My Page's re-entry first, like the account's personal data.
import { Hono, type Context } from 'hono';
import { providerParam, providerStartBody } from '#core/schemas/sign-in-provider.ts';
import { listProviderLinks } from '#db/queries/sign-in-provider.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { requireReauth } from '../../lib/reauth.ts';
import { startProviderFlow, type FlowStart } from '../../lib/sign-in-provider/flow.ts';
import { unlinkProvider } from '../../lib/sign-in-provider/link.ts';
import { ProviderRefusal } from '../../lib/sign-in-provider/protocol.ts';
import { enabledSignInProviders } from '../../lib/sign-in-provider/providers.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const doc = documented('Sign-in providers');

/** A trip to the provider for the signed-in member; 503 when the provider cannot be reached. */
async function startForMember(c: Context<AppEnv>, start: FlowStart) {
  try {
    return ok(c, { authorizationUrl: await startProviderFlow(c, start) });
  } catch (error) {
    if (error instanceof ProviderRefusal) throw new ApiError(503, 'provider.error.unavailable');
    throw error;
  }
}

export const providerMemberRoutes = new Hono<AppEnv>()
  .get(
    '/member/sign-in-providers',
    doc("The member's linked providers with the date linked, the providers that can be linked, and whether the account has a password", {
      200: 'The lists',
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const linked = await listProviderLinks(c.var.deps.db, user.id);
      const available = enabledSignInProviders(c).filter((provider) => !linked.some((link) => link.provider === provider));
      return ok(c, {
        linked: linked.map(({ provider, email, linkedAt }) => ({ provider, email, linkedAt })),
        available,
        hasPassword: user.hasPassword,
      });
    },
  )
  .post(
    '/member/sign-in-providers/:provider/link',
    doc("Starts the link of a provider to the member's account: the provider's page to open", {
      200: "The provider's page to open",
      403: "My Page's re-entry is needed first (auth.reauthRequired)",
      404: 'An unknown provider, or one switched off',
      422: 'The return address is not a path of this site',
      503: 'The provider could not be reached',
    }),
    validate('param', providerParam),
    validate('json', providerStartBody),
    async (c) => {
      const { user } = requireReauth(c);
      return startForMember(c, { provider: c.req.valid('param').provider, purpose: 'LINK', userId: user.id, next: c.req.valid('json').next });
    },
  )
  .post(
    '/member/sign-in-providers/:provider/reauth',
    doc("Starts My Page's re-entry through a provider linked to the member: the provider's page to open", {
      200: "The provider's page to open",
      404: 'An unknown provider, one switched off, or one not linked to the account',
      422: 'The return address is not a path of this site',
      503: 'The provider could not be reached',
    }),
    validate('param', providerParam),
    validate('json', providerStartBody),
    async (c) => {
      const { user } = requireAuth(c);
      const { provider } = c.req.valid('param');
      const linked = await listProviderLinks(c.var.deps.db, user.id);
      if (!linked.some((link) => link.provider === provider)) throw new ApiError(404, 'provider.notLinked');
      return startForMember(c, { provider, purpose: 'REAUTH', userId: user.id, next: c.req.valid('json').next });
    },
  )
  .delete(
    '/member/sign-in-providers/:provider',
    doc("Removes a provider from the member's account (never the last way to sign in)", {
      200: 'Removed; the owner is told by mail',
      403: "My Page's re-entry is needed first (auth.reauthRequired)",
      404: 'The provider is not linked to the account',
      409: 'It is the last way to sign in: set a password first ("forgot password")',
    }),
    validate('param', providerParam),
    async (c) => {
      const { user } = requireReauth(c);
      await unlinkProvider(c, user, c.req.valid('param').provider);
      return ok(c, null, 'provider.unlinked');
    },
  );
