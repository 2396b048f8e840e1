import * as v from 'valibot';
import { langs } from '../i18n/locales.ts';

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
