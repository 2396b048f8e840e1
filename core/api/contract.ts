// Every call the portal's clients make, by key (decision 038). The console and the islands import this
// module for its types only (`import type`): no schema reaches a browser bundle through it. The API's
// contract tests (edge-api/src/contract/) parse live answers with the same schemas.
import type * as v from 'valibot';
import type { KeyedOptions, NeedsOptions } from './call-contract.ts';
import { consoleCalls } from './console-calls.ts';
import { catalogueCalls, faqCalls, knowledgeCalls, videoCalls } from './content-calls.ts';
import { forumCalls } from './forum-calls.ts';
import { identityCalls } from './identity-calls.ts';
import { bookmarkCalls, consentCalls, mailPreferenceCalls, myPageCalls, notificationCalls, reactionCalls, watchCalls } from './my-page-calls.ts';
import { partnerAreaCalls, partnerDocumentCalls, partnerQnaCalls } from './partner-calls.ts';
import { passkeyCalls } from './passkey-calls.ts';
import { searchCalls } from './search-calls.ts';
import { secondFactorCalls } from './second-factor-calls.ts';
import { shareCardCalls } from './share-card-calls.ts';
import { signInProviderCalls } from './sign-in-provider-calls.ts';

export const apiContract = {
  ...identityCalls,
  ...myPageCalls,
  ...notificationCalls,
  ...watchCalls,
  ...mailPreferenceCalls,
  ...reactionCalls,
  ...bookmarkCalls,
  ...consentCalls,
  ...searchCalls,
  ...consoleCalls,
  ...catalogueCalls,
  ...faqCalls,
  ...videoCalls,
  ...knowledgeCalls,
  ...partnerDocumentCalls,
  ...partnerQnaCalls,
  ...partnerAreaCalls,
  ...forumCalls,
  ...secondFactorCalls,
  ...passkeyCalls,
  ...signInProviderCalls,
  ...shareCardCalls,
};

export type ApiContract = typeof apiContract;
export type ApiCallKey = keyof ApiContract;

/** The `data` of a call's envelope. */
export type AnswerOf<K extends ApiCallKey> = v.InferOutput<ApiContract[K]['answer']>;

/** The options of a call by key: its path parameters, its query and its body. */
export type ApiOptions<K extends ApiCallKey> = KeyedOptions<K, ApiContract[K]>;

/** The options as a call's argument list: required when the call has path parameters or a body. */
export type ApiArguments<K extends ApiCallKey, Extra> =
  NeedsOptions<K, ApiContract[K]> extends true ? [options: ApiOptions<K> & Extra] : [options?: ApiOptions<K> & Extra];
