import * as v from 'valibot';
import { LIST_PAGE_SIZE } from '../constants.ts';
import { langs } from '../i18n/locales.ts';
import { MAX_RECORD_ID, pageQuery, pageSizeQuery, richTextInput } from './common.ts';

/**
 * The query of GET /api/public/privacy-policy/revision: `lang` (ko or en) picks the revisions' language;
 * absent, the caller's Accept-Language does.
 */
export const privacyPolicyRevisionQuery = v.object({
  lang: v.optional(v.picklist(langs, 'validation.invalid')),
});

export const privacyPolicyRevision = v.object({
  id: v.number(),
  version: v.string(),
  effectiveDate: v.pipe(v.string(), v.description('The day the revision takes effect, YYYY-MM-DD')),
  label: v.pipe(v.string(), v.description('`[V.{version}] {effectiveDate}`, as the version picker shows it')),
  useClassification: v.picklist(['PP_USE_NEWEST', 'PP_USE_OLD']),
  content: v.pipe(v.string(), v.description('The policy text as sanitised rich text (core/rich-text.ts)')),
});

export type PrivacyPolicyRevision = v.InferOutput<typeof privacyPolicyRevision>;

// ——— The console's privacy-policy calls (admin spec §2, §3, §7.1; portal spec §9) ———

/** A revision whose date lies ahead is announced on the site at least this many days before it takes effect (portal spec §9). */
export const POLICY_NOTICE_DAYS = 7;

export const policyLangCodes = ['LANG_KO', 'LANG_EN'] as const;
/** Where a revision stands on a given day: the one in force, announced (ahead), or earlier. */
export const policyStatuses = ['IN_FORCE', 'UPCOMING', 'EARLIER'] as const;
export type PolicyStatus = (typeof policyStatuses)[number];

/** A real calendar day, YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The earliest day a revision may take effect when it lies ahead of `today` (portal spec §9: announced 7 days before). */
export const earliestAnnouncedDay = (today: string) => addDays(today, POLICY_NOTICE_DAYS);

/** Whether a date is refused for lying ahead by less than the notice period (a day already come is a record of the past). */
export const isTooSoon = (effectiveDate: string, today: string) => effectiveDate > today && effectiveDate < earliestAnnouncedDay(today);

/** POST /api/policy-admin/privacy: a new revision, with the spec's defaults (admin spec §3, §9). */
export const policyCreate = v.object({
  typeCode: v.optional(v.literal('PP_TYPE_PORTAL', 'validation.invalid'), 'PP_TYPE_PORTAL'),
  nameCode: v.optional(v.literal('PP_NAME_PORTAL', 'validation.invalid'), 'PP_NAME_PORTAL'),
  langCode: v.optional(v.picklist(policyLangCodes, 'validation.invalid'), 'LANG_KO'),
  version: v.pipe(v.string('policyAdmin.versionInvalid'), v.trim(), v.regex(/^\d{1,3}(\.\d{1,3}){0,2}$/, 'policyAdmin.versionInvalid')),
  effectiveDate: v.pipe(v.string('policyAdmin.dateInvalid'), v.trim(), v.check(isCalendarDay, 'policyAdmin.dateInvalid')),
  /** Sanitised on the server with the allow-list of core/rich-text.ts before it is stored. */
  content: v.pipe(v.string('policyAdmin.contentRequired'), richTextInput(200_000)),
});
export type PolicyCreate = v.InferOutput<typeof policyCreate>;

/** PUT /api/policy-admin/privacy: the same with the revision's id. */
export const policyUpdate = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_RECORD_ID)), ...policyCreate.entries });
export type PolicyUpdate = v.InferOutput<typeof policyUpdate>;

/** GET /api/policy-admin/privacy: the revisions, newest first, of one language or both. */
export const policyAdminQuery = v.object({
  page: pageQuery,
  pageSize: pageSizeQuery(LIST_PAGE_SIZE),
  langCode: v.optional(v.picklist(policyLangCodes, 'validation.invalid')),
});
export type PolicyAdminQuery = v.InferOutput<typeof policyAdminQuery>;

/** GET /api/policy-admin/export/excel: the list's filter (the revisions name no person: no reason is asked). */
export const policyExportQuery = v.object({ langCode: policyAdminQuery.entries.langCode });

/** A revision as the console lists it. */
export const policyAdminItem = v.object({
  id: v.number(),
  typeCode: v.string(),
  nameCode: v.string(),
  langCode: v.picklist(policyLangCodes),
  version: v.string(),
  effectiveDate: v.string(),
  label: v.string(),
  useClassification: v.picklist(['PP_USE_NEWEST', 'PP_USE_OLD']),
  status: v.picklist(policyStatuses),
  createdDate: v.string(),
  createdBy: v.string(),
});
export type PolicyAdminItem = v.InferOutput<typeof policyAdminItem>;

/** A revision to edit: the list's fields and its sanitised content. */
export const policyAdminDetail = v.object({ ...policyAdminItem.entries, content: v.string() });
export type PolicyAdminDetail = v.InferOutput<typeof policyAdminDetail>;
