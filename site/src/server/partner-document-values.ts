// What the partner document registration pages start from and hand their form island (server side only:
// rich text is sanitised again with sanitize-html, which must not reach the browser).
import type { AstroGlobal } from 'astro';
import type { Role } from '#core/auth/roles.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { translator, type Translate } from '#core/i18n/translate.ts';
import type { PartnerFaqItem } from '#core/schemas/partner-faq.ts';
import type { PartnerLibraryItem } from '#core/schemas/partner-library.ts';
import type { PartnerDocumentInitial } from '../islands/partner-document/PartnerDocumentForm.tsx';
import { langFromLocaleParam, notFound } from '../lib/page-lang.ts';
import { editorHtml, storedFiles } from './authoring-values.ts';
import { editedRecordId } from './record-page.ts';

/**
 * The page's language, the reader's role and the document `?id=` names for editing (undefined for a new
 * one); "Not found" for a language or id that is none.
 */
export async function loadPartnerDocumentPage(astro: AstroGlobal): Promise<{ lang: Lang; t: Translate; role: Role | null; id: number | undefined } | Response> {
  const lang = langFromLocaleParam(astro.params.locale);
  const id = editedRecordId(astro);
  if (!lang || id === null) return notFound();
  return { lang, t: translator(lang), role: (await astro.locals.session())?.user.role ?? null, id };
}

export const emptyDocument = (): PartnerDocumentInitial => ({ titleKr: '', titleEn: '', contentKr: '', contentEn: '', faqType: '', attachments: [] });

export const documentInitial = (item: PartnerFaqItem | PartnerLibraryItem): PartnerDocumentInitial => ({
  titleKr: item.titleKr,
  titleEn: item.titleEn,
  contentKr: editorHtml(item.contentKr),
  contentEn: editorHtml(item.contentEn),
  faqType: 'questionTypeId' in item ? String(item.questionTypeId) : '',
  attachments: storedFiles(item.attachments),
});
