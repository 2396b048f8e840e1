// Success story registration and edit (portal spec §2, §3, §5): both language variants of every text,
// industries and algorithms (required), a thumbnail (required, one image), how to use it in both
// languages, the files and related stories. Validated with the API's schema; a save uploads the new
// files, creates or updates by the spec's rule (isCreate) and goes to the story list (spec §4).
import { useState } from 'react';
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { isPublicUrl } from '#core/public-url.ts';
import { isCreate, successStoryCreate } from '#core/schemas/content-save.ts';
import { paths } from '../../lib/routes.ts';
import { localizePath } from '../../lib/urls.ts';
import { errorText } from '../forms/form-messages.ts';
import { useFieldValue, useSchemaForm, type FieldError } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { setFlash } from '../lib/local-session.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import { AttachmentField, type AttachmentLimits } from './AttachmentField.tsx';
import { BilingualRichTextFields, BilingualText, pairErrors } from './BilingualFields.tsx';
import { ClassificationSection } from './ClassificationSection.tsx';
import { CodeChecklist, type Option } from './CodeChecklist.tsx';
import { attachmentChanges, filesChanged, liveItems, storedItems, type FileItem, type StoredFile } from './file-items.ts';
import { FormActions } from './FormActions.tsx';
import { HowToUseType } from './HowToUseType.tsx';
import { sharedFormMessageKeys } from './messages.ts';
import { fieldOfMessage, GroupUploadError, uploadGroups } from './save-flow.ts';
import { savingFailureText, useAuthoring } from './use-authoring.ts';
import '../forms/forms.css';
import './authoring.css';

export const storyFormMessageKeys = [
  ...sharedFormMessageKeys,
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
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof storyFormMessageKeys)[number], string>;

type StoryValues = v.InferInput<typeof successStoryCreate>;
type StoryOutput = v.InferOutput<typeof successStoryCreate>;
export type StoryInitial = Omit<Required<StoryValues>, 'attachments'> & { thumbnails: StoredFile[]; attachments: StoredFile[] };

type Props = {
  lang: Lang;
  messages: Messages;
  mode: 'registration' | 'edit';
  id?: number | undefined;
  initial: StoryInitial;
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

export function StoryForm({ lang, messages, mode, id, initial, industries, algorithms, stories, limits }: Props) {
  useFlashToast(messages);
  const { attachments: storedFiles, thumbnails: storedThumbnails, ...defaults } = initial;
  const { formRef, ...form } = useSchemaForm<StoryValues, StoryOutput>({
    unavailableMessage: messages['common.networkError'],
    // the authoring code holds content-save.ts already (isCreate, the code lists): nothing to load later
    schema: () => Promise.resolve(successStoryCreate),
    defaultValues: { ...defaults, attachments: [] },
  });
  const { errors, isDirty } = form.formState;
  const [thumbs, setThumbs] = useState<FileItem[]>(() => storedItems(storedThumbnails));
  const [files, setFiles] = useState<FileItem[]>(() => storedItems(storedFiles));
  const [thumbError, setThumbError] = useState<string | undefined>();
  const [filesError, setFilesError] = useState<string | undefined>();
  const authoring = useAuthoring(lang, messages, isDirty || filesChanged(thumbs) || filesChanged(files));
  const t = (key: (typeof storyFormMessageKeys)[number]) => messages[key];
  const errorOf = (error: FieldError | undefined, label: string) => (error?.type === 'text' ? error.message : errorText(messages, error, label));
  const howToUseType = useFieldValue(form.control, 'howToUseType') ?? 'SOURCE_CODE';
  const related = useFieldValue(form.control, 'relatedMaterials');
  const listHref = localizePath(paths.successStoryList, lang);
  const fileMessages = [
    messages['resources.errorExtentFile'],
    messages['resources.errorFileSize'],
    messages['resources.errorDuplicate'],
    messages['common.errorMaxTotalSize'],
    messages['resources.errorFileContent'],
  ];

  const showFailure = (failure: unknown) => {
    const text = savingFailureText(failure, messages);
    authoring.fail(failure);
    if (failure instanceof GroupUploadError) return failure.code === 'SUCCESS_STORY_THUM' ? setThumbError(text) : setFilesError(text);
    const field = fieldOfMessage(text, [
      ['industryCd', [messages['resources.selectIndustry']]],
      ['algorithmCd', [messages['resources.selectAlgorithm']]],
      ['howToUseContentKr', [messages['resources.invalidHowToUseUrl']]],
      ['relatedMaterials', [messages['story.relatedInvalid']]],
      ['thumbnail', [messages['resources.thumbnailRequired'], messages['resources.thumbnailSingle']]],
      ['attachments', fileMessages],
    ] as const);
    if (field === 'thumbnail') setThumbError(text);
    else if (field === 'attachments') setFilesError(text);
    else if (field) form.setError(field, { type: 'text', message: text }, { shouldFocus: true });
  };

  const submit = form.handleSubmit(async (values) => {
    if (authoring.busy !== 'idle') return;
    setFilesError(undefined);
    if (liveItems(thumbs).length === 0) {
      setThumbError(messages['resources.thumbnailRequired']);
      document.querySelector<HTMLElement>('[data-code="SUCCESS_STORY_THUM"] input[type="file"]')?.focus();
      return;
    }
    const badLink =
      values.howToUseType === 'URL' && [values.howToUseContentKr, values.howToUseContentEn].some((link) => link.trim() !== '' && !isPublicUrl(link));
    if (badLink) {
      form.setError('howToUseContentKr', { type: 'text', message: messages['resources.invalidHowToUseUrl'] }, { shouldFocus: true });
      return;
    }
    authoring.setBusy('saving');
    try {
      const [uploadedThumbs = thumbs, uploadedFiles = files] = await uploadGroups(
        [
          { code: 'SUCCESS_STORY_THUM', items: thumbs },
          { code: 'SUCCESS_STORY_ATM', items: files },
        ],
        lang,
        authoring.setProgress,
        (index, items) => (index === 0 ? setThumbs(items) : setFiles(items)),
      );
      const body = { ...values, attachments: [...attachmentChanges(uploadedThumbs, 'THUMBNAIL'), ...attachmentChanges(uploadedFiles, 'ATTACHMENT')] };
      const create = isCreate(mode, id);
      await callApi<unknown>('/api/admin/success-story', { method: create ? 'POST' : 'PUT', body: create ? body : { ...body, id }, lang });
      setFlash(create ? 'resources.createSuccess' : 'resources.updateSuccess', 'success');
      authoring.leave(listHref);
    } catch (failure) {
      showFailure(failure);
    }
  });

  const disabled = authoring.busy !== 'idle';
  return (
    <form ref={formRef} className="authoring-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={disabled || undefined}>
      <p className="form-hint">{t('editor.requiredNote')}</p>
      <section className="authoring-section" aria-labelledby="story-texts">
        <h2 id="story-texts">{t('editor.sectionTexts')}</h2>
        <BilingualText
          field={t('editor.fieldTitle')}
          registrations={{ Kr: form.register('titleKr'), En: form.register('titleEn') }}
          errors={pairErrors(errorOf, t('editor.fieldTitle'), messages, { Kr: errors['titleKr'], En: errors['titleEn'] })}
          messages={messages}
          required
          maxLength={200}
        />
        <AttachmentField
          label={t('editor.fieldThumbnail')}
          code="SUCCESS_STORY_THUM"
          items={thumbs}
          onChange={(items) => {
            setThumbs(items);
            setThumbError(undefined);
          }}
          limits={limits}
          lang={lang}
          messages={messages}
          single
          required
          hint={t('editor.thumbnailHint')}
          error={thumbError}
          disabled={disabled}
        />
        <BilingualRichTextFields
          fields={richFields.map(([stem, label]) => ({ stem, label: t(label) }))}
          field={form.field}
          initial={initial}
          errors={errors}
          errorOf={errorOf}
          messages={messages}
        />
      </section>

      <ClassificationSection
        id="story-codes"
        control={form.control}
        industries={industries}
        algorithms={algorithms}
        errors={errors}
        errorOf={errorOf}
        messages={messages}
      />

      <section className="authoring-section" aria-labelledby="story-how">
        <h2 id="story-how">{t('editor.sectionHowToUse')}</h2>
        <HowToUseType registration={form.register('howToUseType')} messages={messages} />
        <BilingualText
          key={howToUseType}
          field={t(howToUseType === 'URL' ? 'editor.howToUseUrlLabel' : 'editor.howToUseCodeLabel')}
          registrations={{ Kr: form.register('howToUseContentKr'), En: form.register('howToUseContentEn') }}
          errors={pairErrors(errorOf, t('editor.fieldHowToUse'), messages, { Kr: errors['howToUseContentKr'], En: errors['howToUseContentEn'] })}
          messages={messages}
          type={howToUseType === 'URL' ? 'url' : 'text'}
          multiline={howToUseType !== 'URL'}
          hint={howToUseType === 'URL' ? t('editor.howToUseUrlHint') : undefined}
        />
      </section>

      <section className="authoring-section" aria-labelledby="story-files">
        <h2 id="story-files">{t('editor.sectionFiles')}</h2>
        <AttachmentField
          label={t('editor.fieldAttachments')}
          code="SUCCESS_STORY_ATM"
          items={files}
          onChange={(items) => {
            setFiles(items);
            setFilesError(undefined);
          }}
          limits={limits}
          lang={lang}
          messages={messages}
          error={filesError}
          disabled={disabled}
        />
      </section>

      <section className="authoring-section" aria-labelledby="story-related">
        <h2 id="story-related">{t('editor.sectionRelated')}</h2>
        {stories.length === 0 ? (
          <p className="form-hint">{t('editor.relatedNone')}</p>
        ) : (
          <CodeChecklist
            legend={t('editor.fieldRelated')}
            hint={t('editor.relatedHint')}
            options={stories}
            selected={(related ?? []).map(String)}
            onChange={(ids) => form.field('relatedMaterials').onChange(ids.map(Number))}
            onBlur={form.field('relatedMaterials').onBlur}
            messages={messages}
            max={MAX_RELATED}
            error={errorOf(errors['relatedMaterials'], t('editor.fieldRelated'))}
          />
        )}
      </section>

      <FormActions
        messages={messages}
        busy={authoring.busy}
        progress={authoring.progress}
        onLeave={() => authoring.leave(mode === 'edit' && id !== undefined ? localizePath(paths.successStoryDetail(id), lang) : listHref)}
        remove={
          mode === 'edit' && id !== undefined
            ? { title: t('editor.deleteStoryTitle'), run: () => void authoring.remove(`/api/admin/success-story/${id}`, listHref) }
            : undefined
        }
      />
    </form>
  );
}
