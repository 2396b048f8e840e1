// The create and update payloads of the authoring forms (portal spec §3, §5): one schema serves the
// form in the browser and POST/PUT /api/admin/pre-built-model and /api/admin/success-story on the
// server. Rich-text fields arrive as HTML and are sanitised on the server (core/rich-text.ts); the
// server also checks that the codes and related stories exist.
import * as v from 'valibot';
import { attachmentChanges } from './attachment.ts';
import { itemId, requiredLine, richTextInput, typedText } from './common.ts';
import { modelCardFields } from './model-card.ts';
import { storyUsesInput } from './story-usage.ts';

const title = requiredLine(200);
/** Rich text: at most 100,000 characters of HTML. */
const richText = v.optional(richTextInput(100_000), '');

/** Comma-separated catalogue codes (`CON,FIN`), at least one: the spec's industryCd and algorithmCd. */
const codes = (requiredKey: string) =>
  v.pipe(
    v.string(requiredKey),
    v.transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
    v.minLength(1, requiredKey),
    v.maxLength(20, 'validation.maxLength'),
    v.everyItem((code) => /^[A-Z0-9_]{1,12}$/.test(code), 'validation.code'),
    v.transform((list) => [...new Set(list)].join(',')),
  );

/** How a model or story is used: a guide's address or sample source code (portal spec §3). */
export const howToUseTypes = ['URL', 'SOURCE_CODE'] as const;

const howToUse = {
  howToUseType: v.optional(v.picklist(howToUseTypes, 'validation.invalid'), 'SOURCE_CODE'),
  howToUseContent: v.optional(v.pipe(typedText({ singleLine: false }), v.maxLength(100_000, 'validation.maxLength')), ''),
};

export const preBuiltModelFields = {
  titleKr: title,
  titleEn: title,
  benefitKr: richText,
  benefitEn: richText,
  overviewKr: richText,
  overviewEn: richText,
  painPointKr: richText,
  painPointEn: richText,
  advantageKr: richText,
  advantageEn: richText,
  valuePointKr: richText,
  valuePointEn: richText,
  industryCd: codes('resources.selectIndustry'),
  algorithmCd: codes('resources.selectAlgorithm'),
  ...howToUse,
  // its card: task, framework, licence, input type, metrics, version and the release's changelog (decision 055)
  ...modelCardFields,
  attachments: attachmentChanges,
};

/** POST /api/admin/pre-built-model: a new model. */
export const preBuiltModelCreate = v.object(preBuiltModelFields);
/** PUT /api/admin/pre-built-model: the same fields and the id of the model to change. */
export const preBuiltModelUpdate = v.object({ id: itemId, ...preBuiltModelFields });
export type PreBuiltModelCreate = v.InferOutput<typeof preBuiltModelCreate>;
export type PreBuiltModelUpdate = v.InferOutput<typeof preBuiltModelUpdate>;

export const successStoryFields = {
  titleKr: title,
  titleEn: title,
  overviewKr: richText,
  overviewEn: richText,
  painPointKr: richText,
  painPointEn: richText,
  valuePointKr: richText,
  valuePointEn: richText,
  expectedEffKr: richText,
  expectedEffEn: richText,
  algorithmSolKr: richText,
  algorithmSolEn: richText,
  howToUseType: howToUse.howToUseType,
  howToUseContentKr: howToUse.howToUseContent,
  howToUseContentEn: howToUse.howToUseContent,
  industryCd: codes('resources.selectIndustry'),
  algorithmCd: codes('resources.selectAlgorithm'),
  /** Ids of other stories shown as related materials, in order. */
  relatedMaterials: v.optional(v.pipe(v.array(itemId), v.maxLength(12, 'validation.maxLength')), []),
  /** The pre-built models, shared models and data sets the story used, in order (issue 35). */
  uses: storyUsesInput,
  /** The thumbnail (attachmentType THUMBNAIL) and the files (ATTACHMENT); a story needs a live thumbnail. */
  attachments: attachmentChanges,
};

/** POST /api/admin/success-story: a new story. */
export const successStoryCreate = v.object(successStoryFields);
/** PUT /api/admin/success-story: the same fields and the id of the story to change. */
export const successStoryUpdate = v.object({ id: itemId, ...successStoryFields });
export type SuccessStoryCreate = v.InferOutput<typeof successStoryCreate>;
export type SuccessStoryUpdate = v.InferOutput<typeof successStoryUpdate>;

/** The spec's rule (portal spec §4): a save is a create when there is no id or the mode is not edit. */
export function isCreate(mode: 'registration' | 'edit', id: number | undefined): boolean {
  return id === undefined || mode !== 'edit';
}

/** The id an edit saves to, or undefined when the save creates (isCreate). */
export function updateTarget(mode: 'registration' | 'edit', id: number | undefined): number | undefined {
  return isCreate(mode, id) ? undefined : id;
}
