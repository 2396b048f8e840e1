// What the authoring pages hand their form islands (server side only: it sanitises with sanitize-html,
// which must not reach the browser): empty values for a registration, a stored model's or story's values
// for an edit (rich text sanitised with the one allow-list), and the code lists in the page's language.
import { sanitizeRichText } from '#api/lib/rich-text.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { AttachmentView } from '#core/schemas/attachment.ts';
import type { CodeItem } from '#core/schemas/catalogue.ts';
import type { PreBuiltModelItem } from '#core/schemas/pre-built-model.ts';
import type { SuccessStoryItem } from '#core/schemas/success-story.ts';
import type { Option } from '../islands/authoring/CodeChecklist.tsx';
import type { StoredFile } from '../islands/authoring/file-items.ts';
import type { ModelInitial } from '../islands/authoring/ModelForm.tsx';
import type { StoryInitial } from '../islands/authoring/StoryForm.tsx';
import { cardValuesOf, emptyCardValues } from '../islands/model-card/card-values.ts';
import { paragraphs } from '../lib/format.ts';
import { codeName } from '../lib/i18n.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A stored text as the editor's HTML: rich text sanitised again; an older plain-text row (the first
 * seeded models) becomes one paragraph per blank-line-separated block, so its breaks survive the edit.
 */
export function editorHtml(stored: string): string {
  if (/<[a-z][\s\S]*>/i.test(stored)) return sanitizeRichText(stored);
  return paragraphs(stored)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export const codeOptions = (items: readonly CodeItem[], lang: Lang): Option[] => items.map((item) => ({ value: item.code, label: codeName(item, lang) }));

export const storedFiles = (files: readonly AttachmentView[]): StoredFile[] =>
  files.map(({ id, name, extension, size, storedPath, attachmentType }) => ({ id, name, extension, size, storedPath, attachmentType }));

export const emptyModel = (): ModelInitial => ({
  titleKr: '',
  titleEn: '',
  benefitKr: '',
  benefitEn: '',
  overviewKr: '',
  overviewEn: '',
  painPointKr: '',
  painPointEn: '',
  advantageKr: '',
  advantageEn: '',
  valuePointKr: '',
  valuePointEn: '',
  industryCd: '',
  algorithmCd: '',
  howToUseType: 'SOURCE_CODE',
  howToUseContent: '',
  ...emptyCardValues(),
  attachments: [],
});

export function modelInitial(model: PreBuiltModelItem): ModelInitial {
  return {
    titleKr: model.titleKr,
    titleEn: model.titleEn,
    // the benefit is stored as text (a one-line summary)
    benefitKr: model.benefitKr,
    benefitEn: model.benefitEn,
    overviewKr: editorHtml(model.overviewKr),
    overviewEn: editorHtml(model.overviewEn),
    painPointKr: editorHtml(model.painPointKr),
    painPointEn: editorHtml(model.painPointEn),
    advantageKr: editorHtml(model.advantageKr),
    advantageEn: editorHtml(model.advantageEn),
    valuePointKr: editorHtml(model.valuePointKr),
    valuePointEn: editorHtml(model.valuePointEn),
    industryCd: model.industries.map((item) => item.code).join(','),
    algorithmCd: model.algorithms.map((item) => item.code).join(','),
    howToUseType: model.howToUseType,
    howToUseContent: model.howToUseContent,
    ...cardValuesOf(model.card),
    attachments: storedFiles(model.attachments),
  };
}

export const emptyStory = (): StoryInitial => ({
  titleKr: '',
  titleEn: '',
  overviewKr: '',
  overviewEn: '',
  painPointKr: '',
  painPointEn: '',
  valuePointKr: '',
  valuePointEn: '',
  expectedEffKr: '',
  expectedEffEn: '',
  algorithmSolKr: '',
  algorithmSolEn: '',
  // the spec's default (portal spec §3)
  howToUseType: 'SOURCE_CODE',
  howToUseContentKr: '',
  howToUseContentEn: '',
  industryCd: '',
  algorithmCd: '',
  relatedMaterials: [],
  uses: [],
  thumbnails: [],
  attachments: [],
});

export function storyInitial(story: SuccessStoryItem): StoryInitial {
  return {
    titleKr: story.titleKr,
    titleEn: story.titleEn,
    overviewKr: editorHtml(story.overviewKr),
    overviewEn: editorHtml(story.overviewEn),
    painPointKr: editorHtml(story.painPointKr),
    painPointEn: editorHtml(story.painPointEn),
    valuePointKr: editorHtml(story.valuePointKr),
    valuePointEn: editorHtml(story.valuePointEn),
    expectedEffKr: editorHtml(story.expectedEffKr),
    expectedEffEn: editorHtml(story.expectedEffEn),
    algorithmSolKr: editorHtml(story.algorithmSolKr),
    algorithmSolEn: editorHtml(story.algorithmSolEn),
    howToUseType: story.howToUseType,
    howToUseContentKr: story.howToUseContentKr,
    howToUseContentEn: story.howToUseContentEn,
    industryCd: story.industries.map((item) => item.code).join(','),
    algorithmCd: story.algorithms.map((item) => item.code).join(','),
    relatedMaterials: story.relatedMaterials.map((related) => related.id),
    uses: story.uses.map(({ kind, id, titleKr, titleEn }) => ({ kind, id, titleKr, titleEn })),
    thumbnails: storedFiles(story.thumbnails),
    attachments: storedFiles(story.attachments),
  };
}

/** Other live stories a story may name as related materials, titled in the page's language. */
export const storyOptions = (stories: readonly { id: number; titleKr: string; titleEn: string }[], lang: Lang, except?: number): Option[] =>
  stories.filter((story) => story.id !== except).map((story) => ({ value: String(story.id), label: lang === 'en' ? story.titleEn : story.titleKr }));
