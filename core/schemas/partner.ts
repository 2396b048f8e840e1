// Payloads of the partner policy and the become-a-partner application (portal spec §3, §4, §5; admin
// spec §7.2 POST /api/public/register/partner). One schema serves the form in the browser and the call
// on the server; the server adds the checks that need the database (the country is in the list, no open
// application of the same address). Messages are catalogue keys.
import * as v from 'valibot';
import { accountRoles } from '../auth/roles.ts';
import { partnerApplicationStatuses, partnerBusinessTypes } from '../partner-codes.ts';
import { personal } from '../privacy/personal.ts';
import { countrySchema, emailSchema, phoneSchema } from './account.ts';
import { richTextInput, typedText } from './common.ts';

export {
  businessTypeLabelKey,
  partnerApplicationStatuses,
  partnerBusinessTypes,
  type PartnerApplicationStatus,
  type PartnerBusinessType,
} from '../partner-codes.ts';

const requiredText = (max: number, message: string) =>
  v.pipe(typedText({ singleLine: true, message }), v.trim(), v.nonEmpty(message), v.maxLength(max, 'validation.maxLength'));

/** POST /api/public/register/partner: every field required (portal spec §5). */
export const partnerApplicationSchema = v.object({
  company: requiredText(100, 'validation.required'),
  businessTypes: v.pipe(
    v.array(v.picklist(partnerBusinessTypes, 'partner.selectBusinessType'), 'partner.selectBusinessType'),
    v.minLength(1, 'partner.selectBusinessType'),
    v.maxLength(partnerBusinessTypes.length, 'partner.selectBusinessType'),
    v.check((list) => new Set(list).size === list.length, 'partner.selectBusinessType'),
  ),
  name: requiredText(50, 'validation.required'),
  contact: phoneSchema,
  email: emailSchema,
  country: countrySchema,
  isAgreePrivacy: v.literal(true, 'partner.privacyRequired'),
});
export type PartnerApplicationInput = v.InferOutput<typeof partnerApplicationSchema>;

/** An application as the console lists it. */
export const partnerApplicationItem = v.object({
  id: v.number(),
  company: v.string(),
  businessTypes: v.array(v.picklist(partnerBusinessTypes)),
  name: personal('name'),
  contact: personal('phone'),
  email: personal('email'),
  country: v.string(),
  lang: v.picklist(['ko', 'en']),
  status: v.picklist(partnerApplicationStatuses),
  /** The account of the address: when submitted, at approval, or at a later sign-up with it. */
  userId: v.nullable(v.number()),
  /** Whether an account with the address exists now (the console says "asked to sign up" otherwise). */
  hasAccount: v.boolean(),
  refusalReason: personal('text'),
  /** The admin who decided: a console actor, named in full (decision 051). */
  decidedByUsername: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type PartnerApplicationItem = v.InferOutput<typeof partnerApplicationItem>;

/** GET /api/admin/partner-application: a page of applications, newest first, of one status or all. */
export const partnerApplicationListQuery = v.object({
  pageNo: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'validation.integer'), v.transform(Number), v.minValue(1, 'validation.min')), '1'),
  status: v.optional(v.picklist([...partnerApplicationStatuses, ''], 'validation.invalid'), ''),
});
export const PARTNER_APPLICATION_PAGE_SIZE = 10;

/** PUT /api/admin/partner-application/:id/refuse: an optional reason, mailed to the applicant. */
export const partnerRefusalSchema = v.object({
  reason: v.optional(v.pipe(typedText({ singleLine: false }), v.trim(), v.maxLength(1000, 'validation.maxLength')), ''),
});

/** PUT /api/partner/partner-policy: the policy in both languages, rich text (sanitised on write and render). */
export const partnerPolicySchema = v.object({
  contentKr: v.pipe(richTextInput(200_000), v.trim(), v.nonEmpty('partner.policyRequired')),
  contentEn: v.pipe(richTextInput(200_000), v.trim(), v.nonEmpty('partner.policyRequired')),
});
export type PartnerPolicyInput = v.InferOutput<typeof partnerPolicySchema>;

/** The stored policy. */
export const partnerPolicy = v.object({ contentKr: v.string(), contentEn: v.string(), updByUserName: v.nullable(v.string()), updDtm: v.nullable(v.string()) });
export type PartnerPolicy = v.InferOutput<typeof partnerPolicy>;

/** PUT /api/admin/partner-application/:id/approve: the applicant's account and whether its role changed; null when the address has no account yet. */
export const partnerApproval = v.object({
  account: v.nullable(v.object({ id: v.number(), role: v.picklist(accountRoles), promoted: v.boolean() })),
});
