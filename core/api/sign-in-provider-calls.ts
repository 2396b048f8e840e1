// The calls of the sign-in through Kakao, Naver and Google (issue 34, decision 054) that the site's pages make:
// the providers switched on, a new person's sign-up or the proof of an existing account after a provider, and a
// member's linked providers. The start of a sign-in and its callback are navigations of the browser, not calls.
import * as v from 'valibot';
import {
  enabledProviders,
  linkedProviders,
  pendingIdentity,
  providerLinkMailSent,
  providerLinkPasswordSchema,
  providerLinkTokenSchema,
  providerSignedIn,
  providerSignUpSchema,
  providerStartAnswer,
  providerStartBody,
} from '../schemas/sign-in-provider.ts';
import { callFamily } from './call-contract.ts';

const none = v.null();

export const signInProviderCalls = callFamily({
  'GET /api/public/sign-in-providers': { answer: enabledProviders },
  'GET /api/public/sign-in-providers/pending': { answer: v.nullable(pendingIdentity) },
  'POST /api/public/sign-in-providers/sign-up': { answer: providerSignedIn, body: providerSignUpSchema },
  'POST /api/public/sign-in-providers/link': { answer: providerSignedIn, body: providerLinkPasswordSchema },
  'POST /api/public/sign-in-providers/link-mail': { answer: providerLinkMailSent },
  'POST /api/public/sign-in-providers/link-confirm': { answer: providerSignedIn, body: providerLinkTokenSchema },
  'GET /api/member/sign-in-providers': { answer: linkedProviders },
  'POST /api/member/sign-in-providers/:provider/link': { answer: providerStartAnswer, body: providerStartBody },
  'POST /api/member/sign-in-providers/:provider/reauth': { answer: providerStartAnswer, body: providerStartBody },
  'DELETE /api/member/sign-in-providers/:provider': { answer: none },
});
