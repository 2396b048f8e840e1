// The strings of the my-data islands (issue 33): picked by the pages on the server, imported by the islands as types.
import { optionalTerms, requiredTerms } from '#core/auth/terms.ts';
import type { MessageKey, Messages } from '#core/i18n/translate.ts';
import { consentActions, consentCodeKey, consentItemKey, consentSources } from '#core/schemas/consent.ts';

/** The names of every consent item, action and source, as the lists show them (keys of the catalogue, none plural). */
const consentWords = [
  ...[...new Set([...requiredTerms.ko, ...requiredTerms.en, ...optionalTerms])].map(consentItemKey),
  ...consentActions.map((code) => consentCodeKey('action', code)),
  ...consentSources.map((code) => consentCodeKey('source', code)),
] as (keyof Messages)[];

export const myDataMessageKeys = [
  'myData.downloadTitle',
  'myData.downloadBody',
  'myData.downloadJson',
  'myData.downloadXlsx',
  'myData.downloading',
  'myData.downloaded',
  'myData.consentsTitle',
  'myData.requiredTitle',
  'myData.requiredNote',
  'myData.optionalTitle',
  'myData.optionalNote',
  'myData.agreed',
  'myData.notAgreed',
  'myData.changedOn',
  'myData.historyTitle',
  'myData.historyEmpty',
  'myData.historyCaption',
  'myData.noVersion',
  'myData.column.createdAt',
  'myData.column.item',
  'myData.column.action',
  'myData.column.version',
  'myData.column.source',
  'myPage.loading',
  'myPage.loadFailed',
  'bookmark.previous',
  'bookmark.next',
  'bookmark.pageOf',
  'common.networkError',
  ...consentWords,
] as const satisfies readonly MessageKey[];
/** The islands also look up the words of a consent item by its code, so they read the strings by any key. */
export type MyDataMessages = Readonly<Record<string, string>>;

export const acceptTermsMessageKeys = [
  'myData.acceptSince',
  'myData.acceptNever',
  'myData.acceptTermsOfUse',
  'myData.acceptPrivacyPolicy',
  'myData.acceptNew',
  'myData.acceptUnchanged',
  'myData.acceptRead',
  'myData.acceptItems',
  'myData.acceptMissing',
  'myData.acceptSubmit',
  'myData.acceptSignOut',
  'myData.acceptNothing',
  'myData.acceptContinue',
  'myPage.loading',
  'myPage.loadFailed',
  'common.networkError',
  ...consentWords,
] as const satisfies readonly MessageKey[];
