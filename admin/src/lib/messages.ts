import { contentKindNames, contentKinds } from '#core/content-kinds.ts';
import enAccessReview from '#core/i18n/messages/en/accessReview.json' with { type: 'json' };
import enAdmin from '#core/i18n/messages/en/admin.json' with { type: 'json' };
import enBannerAdmin from '#core/i18n/messages/en/bannerAdmin.json' with { type: 'json' };
import enBatch from '#core/i18n/messages/en/batch.json' with { type: 'json' };
import enDownloadHistory from '#core/i18n/messages/en/downloadHistory.json' with { type: 'json' };
import enEducation from '#core/i18n/messages/en/education.json' with { type: 'json' };
import enFaq from '#core/i18n/messages/en/faq.json' with { type: 'json' };
import enLogReview from '#core/i18n/messages/en/logReview.json' with { type: 'json' };
import enMasking from '#core/i18n/messages/en/masking.json' with { type: 'json' };
import enNav from '#core/i18n/messages/en/nav.json' with { type: 'json' };
import enOwnership from '#core/i18n/messages/en/ownership.json' with { type: 'json' };
import enPartner from '#core/i18n/messages/en/partner.json' with { type: 'json' };
import enPasskey from '#core/i18n/messages/en/passkey.json' with { type: 'json' };
import enPasswordCycle from '#core/i18n/messages/en/passwordCycle.json' with { type: 'json' };
import enPeople from '#core/i18n/messages/en/people.json' with { type: 'json' };
import enPolicyAdmin from '#core/i18n/messages/en/policyAdmin.json' with { type: 'json' };
import enRetention from '#core/i18n/messages/en/retention.json' with { type: 'json' };
import enRoleGrant from '#core/i18n/messages/en/roleGrant.json' with { type: 'json' };
import enSearchGlossary from '#core/i18n/messages/en/searchGlossary.json' with { type: 'json' };
import enSearchLog from '#core/i18n/messages/en/searchLog.json' with { type: 'json' };
import enSecondFactor from '#core/i18n/messages/en/secondFactor.json' with { type: 'json' };
import enSystem from '#core/i18n/messages/en/system.json' with { type: 'json' };
import enUsageHistory from '#core/i18n/messages/en/usageHistory.json' with { type: 'json' };
import enValidation from '#core/i18n/messages/en/validation.json' with { type: 'json' };
import enWebhook from '#core/i18n/messages/en/webhook.json' with { type: 'json' };
import koAccessReview from '#core/i18n/messages/ko/accessReview.json' with { type: 'json' };
import koAdmin from '#core/i18n/messages/ko/admin.json' with { type: 'json' };
import koBannerAdmin from '#core/i18n/messages/ko/bannerAdmin.json' with { type: 'json' };
import koBatch from '#core/i18n/messages/ko/batch.json' with { type: 'json' };
import koDownloadHistory from '#core/i18n/messages/ko/downloadHistory.json' with { type: 'json' };
import koEducation from '#core/i18n/messages/ko/education.json' with { type: 'json' };
import koFaq from '#core/i18n/messages/ko/faq.json' with { type: 'json' };
import koLogReview from '#core/i18n/messages/ko/logReview.json' with { type: 'json' };
import koMasking from '#core/i18n/messages/ko/masking.json' with { type: 'json' };
import koNav from '#core/i18n/messages/ko/nav.json' with { type: 'json' };
import koOwnership from '#core/i18n/messages/ko/ownership.json' with { type: 'json' };
import koPartner from '#core/i18n/messages/ko/partner.json' with { type: 'json' };
import koPasskey from '#core/i18n/messages/ko/passkey.json' with { type: 'json' };
import koPasswordCycle from '#core/i18n/messages/ko/passwordCycle.json' with { type: 'json' };
import koPeople from '#core/i18n/messages/ko/people.json' with { type: 'json' };
import koPolicyAdmin from '#core/i18n/messages/ko/policyAdmin.json' with { type: 'json' };
import koRetention from '#core/i18n/messages/ko/retention.json' with { type: 'json' };
import koRoleGrant from '#core/i18n/messages/ko/roleGrant.json' with { type: 'json' };
import koSearchGlossary from '#core/i18n/messages/ko/searchGlossary.json' with { type: 'json' };
import koSearchLog from '#core/i18n/messages/ko/searchLog.json' with { type: 'json' };
import koSecondFactor from '#core/i18n/messages/ko/secondFactor.json' with { type: 'json' };
import koSystem from '#core/i18n/messages/ko/system.json' with { type: 'json' };
import koUsageHistory from '#core/i18n/messages/ko/usageHistory.json' with { type: 'json' };
import koValidation from '#core/i18n/messages/ko/validation.json' with { type: 'json' };
import koWebhook from '#core/i18n/messages/ko/webhook.json' with { type: 'json' };

// The console's strings, in Korean (the admin default, admin spec §6) and English: only its own message
// files, `admin.*`, `people.*` (accounts and permissions) and the `validation.*` messages the shared schemas of core/ name (a file per first key
// segment, core/i18n/README.md). Not the whole catalogue (core/i18n/translate.ts): the site's strings
// would ship in the console's bundle. A key of another segment needs its files imported here.
/** The names of the kinds of content (core/content-kinds.ts), which the ownership screen shows: only those of the site's `nav.*`. */
const kindNames = (nav: Record<string, string>) =>
  Object.fromEntries(contentKindNames.map((kind) => [contentKinds[kind].nameKey, nav[contentKinds[kind].nameKey]]));

export const resources = {
  ko: {
    translation: {
      ...koAdmin,
      ...koValidation,
      ...koDownloadHistory,
      ...koOwnership,
      ...kindNames(koNav),
      ...koBannerAdmin,
      ...koPolicyAdmin,
      ...koSearchGlossary,
      ...koSearchLog,
      ...koUsageHistory,
      ...koBatch,
      ...koPasswordCycle,
      ...koPeople,
      ...koFaq,
      ...koPartner,
      ...koEducation,
      ...koSystem,
      ...koRetention,
      ...koWebhook,
      ...koPasskey,
      ...koLogReview,
      ...koRoleGrant,
      ...koAccessReview,
      ...koMasking,
      // the sign-in's second step, My security and the second-factor policy (issue 34)
      ...koSecondFactor,
    },
  },
  en: {
    translation: {
      ...enAdmin,
      ...enValidation,
      ...enDownloadHistory,
      ...enOwnership,
      ...kindNames(enNav),
      ...enBannerAdmin,
      ...enPolicyAdmin,
      ...enSearchGlossary,
      ...enSearchLog,
      ...enUsageHistory,
      ...enBatch,
      ...enPasswordCycle,
      ...enPeople,
      ...enFaq,
      ...enPartner,
      ...enEducation,
      ...enSystem,
      ...enRetention,
      ...enWebhook,
      ...enPasskey,
      ...enLogReview,
      ...enRoleGrant,
      ...enAccessReview,
      ...enMasking,
      ...enSecondFactor,
    },
  },
};
