// Success story registration and edit (portal spec §2, §3, §5): both language variants of every text,
// industries and algorithms (required), a thumbnail (required, one image), how to use it in both
// languages, the files and related stories. Validated with the API's schema; a save uploads the new
// files, creates or updates by the spec's rule (isCreate) and goes to the story list (spec §4).
import { useState } from 'react';
import type * as v from 'valibot';
import type { ApiOptions } from '#core/api/contract.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { isPublicUrl } from '#core/public-url.ts';
import { successStoryCreate } from '#core/schemas/content-save.ts';
import { paths } from '../../lib/routes.ts';
import { localizePath } from '../../lib/urls.ts';
import { useFieldValue } from '../forms/use-schema-form.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import { richTextEditorMessageKeys } from '../rich-text/rich-text-messages.ts';
import { AttachmentField, type AttachmentLimits } from './AttachmentField.tsx';
import { AuthoringForm } from './AuthoringForm.tsx';
import { AuthoringSection } from './AuthoringSection.tsx';
import { BilingualRichText } from './BilingualRichText.tsx';
import { BilingualText } from './BilingualText.tsx';
import { classificationFailures, ClassificationSection } from './ClassificationSection.tsx';
import { CodeChecklist, type Option } from './CodeChecklist.tsx';
import { liveItems, type StoredFile } from './file-items.ts';
import { FilesSection } from './FilesSection.tsx';
import { HowToUseType } from './HowToUseType.tsx';
import { sharedFormMessageKeys } from './messages.ts';
import { attachmentRuleMessages } from './place-failure.ts';
import type { SaveCall } from './save-call.ts';
import { StoryUsesField, storyUsesMessageKeys, type ChosenUse } from './StoryUsesField.tsx';
import { useContentAuthoring, type ContentFormProps } from './use-content-authoring.ts';
import type { useContentForm } from './use-content-form.ts';
import { useFileGroup } from './use-file-group.ts';

export const storyFormMessageKeys = [
  ...sharedFormMessageKeys,
  ...richTextEditorMessageKeys,
  'editor.fieldExpectedEff',
  'editor.fieldAlgorithmSol',
  'editor.fieldHowToUse',
  'editor.fieldThumbnail',
  'editor.fieldRelated',
  'editor.sectionRelated',
  'editor.thumbnailHint',
  'editor.relatedHint',
  'editor.relatedNone',
  'editor.deleteStoryTitle',
  'resources.thumbnailRequired',
  'resources.thumbnailSingle',
  'story.relatedInvalid',
  ...storyUsesMessageKeys,
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof storyFormMessageKeys)[number], string>;

type StoryValues = v.InferInput<typeof successStoryCreate>;
type StoryOutput = v.InferOutput<typeof successStoryCreate>;
export type StoryInitial = Omit<Required<StoryValues>, 'attachments' | 'uses'> & { uses: ChosenUse[]; thumbnails: StoredFile[]; attachments: StoredFile[] };

type Props = ContentFormProps<Messages, StoryInitial> & {
  industries: readonly Option[];
  algorithms: readonly Option[];
  /** Other live stories, for related materials. */
  stories: readonly Option[];
  limits: AttachmentLimits;
};

const richFields = [
  ['overview', 'editor.fieldOverview'],
  ['painPoint', 'editor.fieldPainPoint'],
  ['valuePoint', 'editor.fieldValuePoint'],
  ['expectedEff', 'editor.fieldExpectedEff'],
  ['algorithmSol', 'editor.fieldAlgorithmSol'],
] as const;

const MAX_RELATED = 12;

/** What the save names of the chosen items: their kinds and ids. */
const refsOf = (uses: readonly ChosenUse[]) => uses.map(({ kind, id }) => ({ kind, id }));

/** Registers the story, or updates the one the edit form shows (updateTarget). */
const saveStory = (body: ApiOptions<'POST /api/admin/success-story'>['body'], target: number | undefined): SaveCall =>
  target === undefined ? { key: 'POST /api/admin/success-story', body } : { key: 'PUT /api/admin/success-story', body: { ...body, id: target } };

export function StoryForm({ industries, algorithms, stories, limits, ...props }: Props) {
  const { lang, messages, mode, id, initial } = props;
  useFlashToast(messages);
  const { attachments: storedFiles, thumbnails: storedThumbnails, uses: storedUses, ...defaults } = initial;
  // the chosen items keep their titles for the list; the form's value names them by kind and id
  const [uses, setUses] = useState<ChosenUse[]>(storedUses);
  const thumbs = useFileGroup('SUCCESS_STORY_THUM', storedThumbnails);
  const files = useFileGroup('SUCCESS_STORY_ATM', storedFiles);
  const kit = useContentAuthoring<StoryValues, StoryOutput>(successStoryCreate, { ...defaults, uses: refsOf(storedUses), attachments: [] }, props, [
    thumbs,
    files,
  ]);
  const { content, form, errors, errorOf, authoring } = kit;
  const t = (key: (typeof storyFormMessageKeys)[number]) => messages[key];
  const howToUseType = useFieldValue(form.control, 'howToUseType') ?? 'SOURCE_CODE';
  const listHref = localizePath(paths.successStoryList, lang);

  /** The thumbnail is required, and a guide's address must be a public one (portal spec §5). */
  const check = (values: StoryOutput) => {
    if (liveItems(thumbs.items).length === 0) {
      thumbs.setError(messages['resources.thumbnailRequired']);
      document.querySelector<HTMLElement>('[data-code="SUCCESS_STORY_THUM"] input[type="file"]')?.focus();
      return false;
    }
    const links = [values.howToUseContentKr, values.howToUseContentEn];
    if (values.howToUseType === 'URL' && links.some((link) => link.trim() !== '' && !isPublicUrl(link))) {
      content.showOnField('howToUseContentKr', messages['resources.invalidHowToUseUrl']);
      return false;
    }
    return true;
  };

  const submit = form.handleSubmit((values) =>
    authoring.save({
      files: [thumbs, files],
      check: () => check(values),
      call: (attached) => saveStory({ ...values, attachments: [...attached(thumbs, 'THUMBNAIL'), ...attached(files, 'ATTACHMENT')] }, kit.target),
      leaveTo: () => listHref,
      onFailure: kit.onFailure(
        [
          ...classificationFailures(messages),
          ['howToUseContentKr', [messages['resources.invalidHowToUseUrl']]],
          ['relatedMaterials', [messages['story.relatedInvalid']]],
          ['uses', [messages['modelCard.storyUsesInvalid'], messages['modelCard.storyUsesTooMany']]],
        ],
        [
          [thumbs, [messages['resources.thumbnailRequired'], messages['resources.thumbnailSingle']]],
          [files, attachmentRuleMessages(messages)],
        ],
      ),
    }),
  );

  const related = (
    <AuthoringSection id="story-related" title={t('editor.sectionRelated')}>
      {stories.length === 0 ? (
        <p className="form-hint">{t('editor.relatedNone')}</p>
      ) : (
        <RelatedStories form={form} stories={stories} messages={messages} error={errorOf(errors['relatedMaterials'], t('editor.fieldRelated'))} />
      )}
      <StoryUsesField
        lang={lang}
        messages={messages}
        value={uses}
        onChange={(next) => {
          setUses(next);
          form.field('uses').onChange(refsOf(next));
        }}
        error={errorOf(errors['uses'], t('modelCard.storyUsesField'))}
        disabled={authoring.disabled}
      />
    </AuthoringSection>
  );

  return (
    <AuthoringForm
      {...kit.frame}
      onSubmit={submit}
      cancelHref={mode === 'edit' && id !== undefined ? localizePath(paths.successStoryDetail(id), lang) : listHref}
      remove={kit.removal(t('editor.deleteStoryTitle'), (storyId) => ({ key: 'DELETE /api/admin/success-story/:id', params: { id: storyId } }), listHref)}
    >
      <AuthoringSection id="story-texts" title={t('editor.sectionTexts')}>
        <BilingualText {...content.textPair('title', t('editor.fieldTitle'))} required maxLength={200} />
        <AttachmentField
          label={t('editor.fieldThumbnail')}
          group={thumbs}
          limits={limits}
          lang={lang}
          messages={messages}
          single
          required
          hint={t('editor.thumbnailHint')}
          disabled={authoring.disabled}
        />
        {richFields.map(([stem, label]) => (
          <BilingualRichText key={stem} {...content.richPair(stem, t(label), initial)} messages={messages} />
        ))}
      </AuthoringSection>

      <ClassificationSection id="story-codes" kit={kit} industries={industries} algorithms={algorithms} messages={messages} />

      <AuthoringSection id="story-how" title={t('editor.sectionHowToUse')}>
        <HowToUseType registration={form.register('howToUseType')} messages={messages} />
        <BilingualText
          key={howToUseType}
          {...content.textPair('howToUseContent', t('editor.fieldHowToUse'))}
          field={t(howToUseType === 'URL' ? 'editor.howToUseUrlLabel' : 'editor.howToUseCodeLabel')}
          type={howToUseType === 'URL' ? 'url' : 'text'}
          multiline={howToUseType !== 'URL'}
          hint={howToUseType === 'URL' ? t('editor.howToUseUrlHint') : undefined}
        />
      </AuthoringSection>

      <FilesSection id="story-files" group={files} limits={limits} lang={lang} messages={messages} disabled={authoring.disabled} />

      {related}
    </AuthoringForm>
  );
}

/** Other live stories to link from this one (at most MAX_RELATED). */
function RelatedStories({
  form,
  stories,
  messages,
  error,
}: {
  form: ReturnType<typeof useContentForm<StoryValues, StoryOutput>>['form'];
  stories: readonly Option[];
  messages: Messages;
  error: string | undefined;
}) {
  const related = useFieldValue(form.control, 'relatedMaterials');
  const field = form.field('relatedMaterials');
  return (
    <CodeChecklist
      legend={messages['editor.fieldRelated']}
      hint={messages['editor.relatedHint']}
      options={stories}
      selected={(related ?? []).map(String)}
      onChange={(ids) => field.onChange(ids.map(Number))}
      onBlur={field.onBlur}
      messages={messages}
      max={MAX_RELATED}
      error={error}
    />
  );
}
