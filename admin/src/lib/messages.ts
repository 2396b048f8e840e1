import enAdmin from '#core/i18n/messages/en/admin.json' with { type: 'json' };
import enBannerAdmin from '#core/i18n/messages/en/bannerAdmin.json' with { type: 'json' };
import enPolicyAdmin from '#core/i18n/messages/en/policyAdmin.json' with { type: 'json' };
import enUsageHistory from '#core/i18n/messages/en/usageHistory.json' with { type: 'json' };
import enValidation from '#core/i18n/messages/en/validation.json' with { type: 'json' };
import koAdmin from '#core/i18n/messages/ko/admin.json' with { type: 'json' };
import koBannerAdmin from '#core/i18n/messages/ko/bannerAdmin.json' with { type: 'json' };
import koPolicyAdmin from '#core/i18n/messages/ko/policyAdmin.json' with { type: 'json' };
import koUsageHistory from '#core/i18n/messages/ko/usageHistory.json' with { type: 'json' };
import koValidation from '#core/i18n/messages/ko/validation.json' with { type: 'json' };

// The console's strings, in Korean (the admin default, admin spec §6) and English: only its own message
// files, `admin.*` and the `validation.*` messages the shared schemas of core/ name (a file per first key
// segment, core/i18n/README.md). Not the whole catalogue (core/i18n/translate.ts): the site's strings
// would ship in the console's bundle. A key of another segment needs its files imported here.
export const resources = {
  ko: { translation: { ...koAdmin, ...koValidation, ...koBannerAdmin, ...koPolicyAdmin, ...koUsageHistory } },
  en: { translation: { ...enAdmin, ...enValidation, ...enBannerAdmin, ...enPolicyAdmin, ...enUsageHistory } },
};
