import enAdmin from '#core/i18n/messages/en/admin.json' with { type: 'json' };
import enPeople from '#core/i18n/messages/en/people.json' with { type: 'json' };
import enValidation from '#core/i18n/messages/en/validation.json' with { type: 'json' };
import koAdmin from '#core/i18n/messages/ko/admin.json' with { type: 'json' };
import koPeople from '#core/i18n/messages/ko/people.json' with { type: 'json' };
import koValidation from '#core/i18n/messages/ko/validation.json' with { type: 'json' };

// The console's strings, in Korean (the admin default, admin spec §6) and English: only its own message
// files, `admin.*`, `people.*` (accounts and permissions) and the `validation.*` messages the shared schemas of core/ name (a file per first key
// segment, core/i18n/README.md). Not the whole catalogue (core/i18n/translate.ts): the site's strings
// would ship in the console's bundle. A key of another segment needs its files imported here.
export const resources = {
  ko: { translation: { ...koAdmin, ...koPeople, ...koValidation } },
  en: { translation: { ...enAdmin, ...enPeople, ...enValidation } },
};
