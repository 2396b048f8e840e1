// Sign-in with Kakao, Naver and Google (issue 34; decision 054): the payloads of the calls that start a sign-in,
// finish a new person's sign-up, prove an existing account and list the providers linked to an account (the
// providers and the reasons of a refusal: core/auth/sign-in-providers.ts). One schema serves the browser's form
// and the server's call.
import * as v from 'valibot';
import { secondFactorKinds } from '../auth/second-factors.ts';
import { signInProviders } from '../auth/sign-in-providers.ts';
import { sessionUser } from './account-answers.ts';
import { signUpSchema, tokenSchema } from './account.ts';
import { currentPasswordSchema } from './password.ts';

/**
 * Whether `next` is a path of this site (`/resources/…?page=2`): an absolute URL, a protocol-relative
 * `//host`, a backslash or a control character would send the browser elsewhere after the provider.
 */
export function isSitePath(next: string): boolean {
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return false;
  if ([...next].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return false;
  try {
    return new URL(next, 'http://portal.invalid').origin === 'http://portal.invalid';
  } catch {
    return false;
  }
}

/** Where the browser goes once the provider answered: a path of the site, else refused (422). */
export const sitePathSchema = v.pipe(
  v.string('provider.returnOffSite'),
  v.maxLength(500, 'provider.returnOffSite'),
  v.check(isSitePath, 'provider.returnOffSite'),
);

/** A provider's name as a path segment (`/api/public/sign-in-providers/:provider/start`). */
export const providerParam = v.object({ provider: v.picklist(signInProviders, 'provider.unknown') });

/** The member's link and re-entry: where to come back to. */
export const providerStartBody = v.object({ next: v.optional(sitePathSchema, '/') });

/**
 * GET /api/public/sign-in-providers/:provider/start, a link of the sign-in page: where to come back to, and the
 * page's language (a navigation's Accept-Language is the browser's, not the page's).
 */
export const providerStartQuery = v.object({ next: v.optional(sitePathSchema, '/'), lang: v.optional(v.picklist(['ko', 'en'], 'validation.invalid')) });

/** The provider's page the browser opens next (state, nonce and the PKCE challenge in its query). */
export const providerStartAnswer = v.object({ authorizationUrl: v.string() });

/** GET /api/public/sign-in-providers: the providers switched on by their settings, in the order shown. */
export const enabledProviders = v.object({ providers: v.array(v.picklist(signInProviders)) });

/**
 * What a provider vouched for, waiting for the person to finish their sign-up or prove the account with the
 * same address (GET /api/public/sign-in-providers/pending). `accountExists`: the address has an account.
 */
export const pendingIdentity = v.object({
  provider: v.picklist(signInProviders),
  email: v.string(),
  name: v.string(),
  phoneNumber: v.string(),
  country: v.string(),
  accountExists: v.boolean(),
});
export type PendingIdentity = v.InferOutput<typeof pendingIdentity>;

/**
 * POST /api/public/sign-in-providers/sign-up: the sign-up's fields without the address (the provider's,
 * verified) and the password (the account signs in through the provider; a password can be set later
 * through "forgot password"). The same consents and age confirmation as the sign-up (portal spec §3).
 */
export const providerSignUpSchema = v.object({
  name: signUpSchema.entries.name,
  companyName: signUpSchema.entries.companyName,
  departmentName: signUpSchema.entries.departmentName,
  phoneNumber: signUpSchema.entries.phoneNumber,
  country: signUpSchema.entries.country,
  secondaryEmail: signUpSchema.entries.secondaryEmail,
  historyTermAgreement: signUpSchema.entries.historyTermAgreement,
});
export type ProviderSignUpInput = v.InferOutput<typeof providerSignUpSchema>;

/** POST /api/public/sign-in-providers/link: the existing account's password proves it. */
export const providerLinkPasswordSchema = v.object({ password: currentPasswordSchema });

/** POST /api/public/sign-in-providers/link-confirm: the mailed link's token proves it. */
export const providerLinkTokenSchema = v.object({ token: tokenSchema });

/** POST /api/public/sign-in-providers/link-mail: the masked address the link went to. */
export const providerLinkMailSent = v.object({ sentTo: v.string() });

/**
 * A sign-in after the provider (a new account, or an account proved and linked): the session user and where to go,
 * or, for an account with two-step verification on, the second factors its second step waits for (issue 34).
 */
export const providerSignedIn = v.union([
  v.object({ user: sessionUser, next: v.string() }),
  v.object({ secondFactor: v.array(v.picklist(secondFactorKinds)), next: v.string() }),
]);
export type ProviderSignedIn = v.InferOutput<typeof providerSignedIn>;

/** A provider linked to the member's account. */
export const linkedProvider = v.object({ provider: v.picklist(signInProviders), email: v.string(), linkedAt: v.string() });

/**
 * GET /api/member/sign-in-providers: the linked providers with the date linked, the providers that can be
 * linked, and whether the account has a password of its own (without one, the last provider stays).
 */
export const linkedProviders = v.object({
  linked: v.array(linkedProvider),
  available: v.array(v.picklist(signInProviders)),
  hasPassword: v.boolean(),
});
export type LinkedProviders = v.InferOutput<typeof linkedProviders>;
