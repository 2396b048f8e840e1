// What the FAQ registration page hands its form island (server side only: rich text is sanitised again
// with sanitize-html, which must not reach the browser): empty values for a new question, a stored
// question's values for an edit, and the categories in the page's language.
import type { Lang } from '#core/i18n/locales.ts';
import type { FaqCategoryItem, FaqItem } from '#core/schemas/faq.ts';
import type { FaqInitial } from '../islands/faq/FaqForm.tsx';
import { localized } from '../lib/i18n.ts';
import { editorHtml, storedFiles } from './authoring-values.ts';

export const emptyFaq = (): FaqInitial => ({ titleKr: '', titleEn: '', contentKr: '', contentEn: '', type: '', attachments: [] });

export const faqInitial = (item: FaqItem): FaqInitial => ({
  titleKr: item.titleKr,
  titleEn: item.titleEn,
  contentKr: editorHtml(item.contentKr),
  contentEn: editorHtml(item.contentEn),
  type: String(item.type),
  attachments: storedFiles(item.attachments),
});

export const faqCategoryOptions = (categories: readonly FaqCategoryItem[], lang: Lang) =>
  categories.map((category) => ({ value: String(category.id), label: localized(category, 'category', lang) }));
