// Pre-built model registration and edit (portal spec §2, §3, §5): both language variants of every text,
// industries and algorithms (required), how to use it (a guide's address or sample code) and the files.
// The form validates with the API's own schema (core/schemas/content-save.ts); a save uploads the new
// files, then creates or updates by the spec's rule (isCreate) and goes to the model's page.
import { useState } from 'react';
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { isPublicUrl } from '#core/public-url.ts';
import { isCreate, preBuiltModelCreate } from '#core/schemas/content-save.ts';
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
import type { Option } from './CodeChecklist.tsx';
import { attachmentChanges, filesChanged, storedItems, type FileItem, type StoredFile } from './file-items.ts';
import { FormActions } from './FormActions.tsx';
import { HowToUseField } from './HowToUseField.tsx';
import { HowToUseType } from './HowToUseType.tsx';
import { sharedFormMessageKeys } from './messages.ts';
import { fieldOfMessage, GroupUploadError, uploadGroups } from './save-flow.ts';
import { createdId, savingFailureText, useAuthoring } from './use-authoring.ts';
import '../forms/forms.css';
import './authoring.css';

export const modelFormMessageKeys = [
  ...sharedFormMessageKeys,
  'editor.fieldBenefit',
  'editor.fieldAdvantage',
  'editor.deleteModelTitle',
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof modelFormMessageKeys)[number], string>;

type ModelValues = v.InferInput<typeof preBuiltModelCreate>;
type ModelOutput = v.InferOutput<typeof preBuiltModelCreate>;
export type ModelInitial = Omit<Required<ModelValues>, 'attachments'> & { attachments: StoredFile[] };

type Props = {
  lang: Lang;
  messages: Messages;
  mode: 'registration' | 'edit';
  id?: number | undefined;
  initial: ModelInitial;
  industries: readonly Option[];
  algorithms: readonly Option[];
  limits: AttachmentLimits;
};

const richFields = [
  ['overview', 'editor.fieldOverview'],
  ['painPoint', 'editor.fieldPainPoint'],
  ['advantage', 'editor.fieldAdvantage'],
  ['valuePoint', 'editor.fieldValuePoint'],
] as const;

export function ModelForm({ lang, messages, mode, id, initial, industries, algorithms, limits }: Props) {
  useFlashToast(messages);
  const { attachments: storedFiles, ...defaults } = initial;
  const { formRef, ...form } = useSchemaForm<ModelValues, ModelOutput>({
    unavailableMessage: messages['common.networkError'],
    // the authoring code holds content-save.ts already (isCreate, the code lists): nothing to load later
    schema: () => Promise.resolve(preBuiltModelCreate),
    defaultValues: { ...defaults, attachments: [] },
  });
  const { errors, isDirty } = form.formState;
  const [files, setFiles] = useState<FileItem[]>(() => storedItems(storedFiles));
  const [filesError, setFilesError] = useState<string | undefined>();
  const authoring = useAuthoring(lang, messages, isDirty || filesChanged(files));
  const t = (key: (typeof modelFormMessageKeys)[number]) => messages[key];
  // a message the server or a check wrote is shown as it is; a schema's key is translated
  const errorOf = (error: FieldError | undefined, label: string) => (error?.type === 'text' ? error.message : errorText(messages, error, label));
  const howToUseType = useFieldValue(form.control, 'howToUseType');
  const listHref = localizePath(paths.preBuiltModelList, lang);
  const detailHref = (modelId: number) => localizePath(paths.preBuiltModelDetail(modelId), lang);

  const showFailure = (failure: unknown) => {
    const text = savingFailureText(failure, messages);
    authoring.fail(failure);
    if (failure instanceof GroupUploadError) return setFilesError(text);
    const field = fieldOfMessage(text, [
      ['industryCd', [messages['resources.selectIndustry']]],
      ['algorithmCd', [messages['resources.selectAlgorithm']]],
      ['howToUseContent', [messages['resources.invalidHowToUseUrl']]],
      [
        'attachments',
        [
          messages['resources.errorExtentFile'],
          messages['resources.errorFileSize'],
          messages['resources.errorDuplicate'],
          messages['common.errorMaxTotalSize'],
          messages['resources.errorFileContent'],
        ],
      ],
    ] as const);
    if (field === 'attachments') setFilesError(text);
    else if (field) form.setError(field, { type: 'text', message: text }, { shouldFocus: true });
  };

  const submit = form.handleSubmit(async (values) => {
    if (authoring.busy !== 'idle') return;
    setFilesError(undefined);
    if (values.howToUseType === 'URL' && values.howToUseContent.trim() !== '' && !isPublicUrl(values.howToUseContent)) {
      form.setError('howToUseContent', { type: 'text', message: messages['resources.invalidHowToUseUrl'] }, { shouldFocus: true });
      return;
    }
    authoring.setBusy('saving');
    try {
      const [uploaded = files] = await uploadGroups([{ code: 'PRE_BUILT_MODEL', items: files }], lang, authoring.setProgress, (_, items) => setFiles(items));
      const body = { ...values, attachments: attachmentChanges(uploaded, 'ATTACHMENT') };
      const create = isCreate(mode, id);
      const answer = await callApi<unknown>('/api/admin/pre-built-model', { method: create ? 'POST' : 'PUT', body: create ? body : { ...body, id }, lang });
      setFlash(create ? 'resources.createSuccess' : 'resources.updateSuccess', 'success');
      const savedId = create ? createdId(answer.data) : (id ?? null);
      authoring.leave(savedId === null ? listHref : detailHref(savedId));
    } catch (failure) {
      showFailure(failure);
    }
  });

  const disabled = authoring.busy !== 'idle';
  return (
    <form ref={formRef} className="authoring-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={disabled || undefined}>
      <p className="form-hint">{t('editor.requiredNote')}</p>
      <section className="authoring-section" aria-labelledby="model-texts">
        <h2 id="model-texts">{t('editor.sectionTexts')}</h2>
        <BilingualText
          field={t('editor.fieldTitle')}
          registrations={{ Kr: form.register('titleKr'), En: form.register('titleEn') }}
          errors={pairErrors(errorOf, t('editor.fieldTitle'), messages, { Kr: errors['titleKr'], En: errors['titleEn'] })}
          messages={messages}
          required
          maxLength={200}
        />
        <BilingualText
          field={t('editor.fieldBenefit')}
          registrations={{ Kr: form.register('benefitKr'), En: form.register('benefitEn') }}
          errors={pairErrors(errorOf, t('editor.fieldBenefit'), messages, { Kr: errors['benefitKr'], En: errors['benefitEn'] })}
          messages={messages}
          maxLength={300}
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
        id="model-codes"
        control={form.control}
        industries={industries}
        algorithms={algorithms}
        errors={errors}
        errorOf={errorOf}
        messages={messages}
      />

      <section className="authoring-section" aria-labelledby="model-how">
        <h2 id="model-how">{t('editor.sectionHowToUse')}</h2>
        <HowToUseType registration={form.register('howToUseType')} messages={messages} />
        <HowToUseField
          type={howToUseType ?? 'SOURCE_CODE'}
          registration={form.register('howToUseContent')}
          messages={messages}
          error={errorOf(errors['howToUseContent'], t(howToUseType === 'URL' ? 'editor.howToUseUrlLabel' : 'editor.howToUseCodeLabel'))}
        />
      </section>

      <section className="authoring-section" aria-labelledby="model-files">
        <h2 id="model-files">{t('editor.sectionFiles')}</h2>
        <AttachmentField
          label={t('editor.fieldAttachments')}
          code="PRE_BUILT_MODEL"
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

      <FormActions
        messages={messages}
        busy={authoring.busy}
        progress={authoring.progress}
        onLeave={() => authoring.leave(mode === 'edit' && id !== undefined ? detailHref(id) : listHref)}
        remove={
          mode === 'edit' && id !== undefined
            ? { title: t('editor.deleteModelTitle'), run: () => void authoring.remove(`/api/admin/pre-built-model/${id}`, listHref) }
            : undefined
        }
      />
    </form>
  );
}
