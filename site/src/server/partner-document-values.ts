// What the partner document registration pages hand their form island (server side only: rich text is
// sanitised again with sanitize-html, which must not reach the browser).
import type { PartnerFaqItem } from '#core/schemas/partner-faq.ts';
import type { PartnerLibraryItem } from '#core/schemas/partner-library.ts';
import type { PartnerDocumentInitial } from '../islands/partner-document/PartnerDocumentForm.tsx';
import { editorHtml, storedFiles } from './authoring-values.ts';

export const emptyDocument = (): PartnerDocumentInitial => ({ titleKr: '', titleEn: '', contentKr: '', contentEn: '', faqType: '', attachments: [] });

export const documentInitial = (item: PartnerFaqItem | PartnerLibraryItem): PartnerDocumentInitial => ({
  titleKr: item.titleKr,
  titleEn: item.titleEn,
  contentKr: editorHtml(item.contentKr),
  contentEn: editorHtml(item.contentEn),
  faqType: 'questionTypeId' in item ? String(item.questionTypeId) : '',
  attachments: storedFiles(item.attachments),
});
