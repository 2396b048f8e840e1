// A member's consents and their history (issue 33, portal spec §3 sign-up payload, §4 "withdrawing required
// consent is only possible by deleting the account"): every agreement and withdrawal of an item is a row with its
// date and the version of the text it was given to; the optional items are withdrawn and granted again with one
// click; a new version of the terms or the privacy policy is accepted at the next sign-in.
import * as v from 'valibot';
import { optionalTerms, requiredTerms, withdrawableTerms } from '../auth/terms.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { pageQuery, pageSchema, pageSizeQuery } from './common.ts';

/** Every item a consent can be given to: the required terms of both languages and the optional items. */
export const consentItems = [...new Set([...requiredTerms.ko, ...requiredTerms.en, ...optionalTerms])] as [string, ...string[]];

export const consentActions = ['AGREED', 'WITHDRAWN'] as const;
/**
 * Where a change was made: the sign-up form, My Page's switches and change-info form, the renewal of an expired
 * marketing consent, the acceptance of a new version at sign-in, or the state found when the history began
 * (accounts older than it: their consents as recorded then, dated by their agreement).
 */
export const consentSources = ['SIGN_UP', 'MY_PAGE', 'RENEWAL', 'RE_ACCEPT', 'RECORDED', 'LAPSED'] as const;

export const consentHistoryItem = v.object({
  id: v.number(),
  item: v.string(),
  action: v.picklist(consentActions),
  /** The text the consent was given to, as `[V.3.0] 2022-11-11`; empty when no version was recorded. */
  version: v.string(),
  source: v.picklist(consentSources),
  createdAt: v.string(),
});
export type ConsentHistoryItem = v.InferOutput<typeof consentHistoryItem>;

/** The page size of My Page's consent history. */
export const CONSENT_HISTORY_PAGE_SIZE = 20;

/** GET /api/member/consents: the current consents and a page of the history, newest first. */
export const consentQuery = v.object({ page: pageQuery, pageSize: pageSizeQuery(CONSENT_HISTORY_PAGE_SIZE) });

export const consentState = v.object({
  item: v.string(),
  agreed: v.boolean(),
  /** When it was last agreed or withdrawn (ISO); null when it never was. */
  changedAt: v.nullable(v.string()),
});
export type ConsentState = v.InferOutput<typeof consentState>;

export const consentView = v.object({
  /** The required items of the member's language, each agreed or not. */
  required: v.array(consentState),
  /** The optional items a member withdraws or grants with one click (items 4, 5, 6, 6-1, 6-2, 6-3). */
  optional: v.array(consentState),
  history: pageSchema(consentHistoryItem),
});
export type ConsentView = v.InferOutput<typeof consentView>;

/** PUT /api/member/consents/:item: one optional item. */
export const consentItemParam = v.object({ item: v.picklist(withdrawableTerms, 'myData.consentItemInvalid') });
export const consentChangeBody = v.object({ agreed: v.boolean('validation.invalid') });
export type ConsentChangeBody = v.InferOutput<typeof consentChangeBody>;

/** The answer of a change: the optional items as they stand now. */
export const consentChanged = v.object({ optional: v.array(consentState) });

/** One text a member is asked to accept: its version, the day it took effect, and whether it changed since their acceptance. */
export const acceptedText = v.object({
  version: v.string(),
  effectiveDate: v.string(),
  label: v.string(),
  changed: v.boolean(),
});

/** GET /api/member/terms-update: what took effect since the member's last acceptance. */
export const termsUpdateView = v.object({
  pending: v.boolean(),
  /** When the member last accepted the required items (ISO); null when no acceptance was recorded. */
  acceptedAt: v.nullable(v.string()),
  termsOfUse: acceptedText,
  /** The privacy policy in force in the member's language; null while the console has none. */
  privacyPolicy: v.nullable(v.object({ ...acceptedText.entries, id: v.number() })),
  /** The required items of the member's language, to be ticked. */
  requiredItems: v.array(v.string()),
});
export type TermsUpdateView = v.InferOutput<typeof termsUpdateView>;

/** PUT /api/member/terms-update: the required items the member ticked (every one of their language's). */
export const termsAcceptBody = v.object({
  items: v.pipe(v.array(v.picklist(consentItems, 'validation.invalid'), 'validation.invalid'), v.maxLength(10, 'validation.invalid')),
});
export type TermsAcceptBody = v.InferOutput<typeof termsAcceptBody>;

const camelOf = (code: string) => code.toLowerCase().replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The catalogue key of an item's name (`MARKETING_USE` is `myData.item.marketingUse`): keys are camelCase. */
export const consentItemKey = (item: string) => `myData.item.${camelOf(item)}` as MessageKey;
/** The catalogue key of an action or a source (`RE_ACCEPT` is `myData.source.reAccept`). */
export const consentCodeKey = (group: 'action' | 'source', code: string) => `myData.${group}.${camelOf(code)}` as MessageKey;
