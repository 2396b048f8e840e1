// Registration and edit of a community FAQ question (portal spec §2, §3, §6): the question and its answer
// in both languages (the answer with the rich-text editor), the category and the files (COMMUNITY_FAQ).
// Validated with the API's schema; a save uploads the new files, registers or updates by the spec's rule
// (isCreate) and goes to the FAQ list (spec §4). The spec goes to the list "even on failure"; here a
// failure keeps the reader on the form with everything entered and says what went wrong, so nothing is
// lost and the save can be tried again.
import { useState } from 'react';
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { isCreate } from '#core/schemas/content-save.ts';
import { faqForm } from '#core/schemas/faq.ts';
import { paths } from '../../lib/routes.ts';
import { localizePath } from '../../lib/urls.ts';
import { AttachmentField, type AttachmentLimits } from '../authoring/AttachmentField.tsx';
import { BilingualRichText, BilingualText, pairErrors } from '../authoring/BilingualFields.tsx';
import { attachmentChanges, filesChanged, storedItems, type FileItem, type StoredFile } from '../authoring/file-items.ts';
import { FormActions } from '../authoring/FormActions.tsx';
import { sharedFormMessageKeys } from '../authoring/messages.ts';
import { fieldOfMessage, GroupUploadError, uploadGroups } from '../authoring/save-flow.ts';
import { savingFailureText, useAuthoring } from '../authoring/use-authoring.ts';
import { errorText } from '../forms/form-messages.ts';
import { useSchemaForm, type FieldError } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { setFlash } from '../lib/local-session.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import '../forms/forms.css';
import '../authoring/authoring.css';

export const faqFormMessageKeys = [
  ...sharedFormMessageKeys,
  'faq.fieldQuestion',
  'faq.fieldAnswer',
  'faq.fieldCategory',
  'faq.chooseCategory',
  'faq.selectCategory',
  'faq.answerRequired',
  'faq.deleteTitle',
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof faqFormMessageKeys)[number], string>;

type FaqValues = v.InferInput<typeof faqForm>;
type FaqOutput = v.InferOutput<typeof faqForm>;
export type FaqInitial = Omit<Required<FaqValues>, 'attachments'> & { attachments: StoredFile[] };

type Props = {
  lang: Lang;
  messages: Messages;
  mode: 'registration' | 'edit';
  id?: number | undefined;
  initial: FaqInitial;
  categories: readonly { value: string; label: string }[];
  limits: AttachmentLimits;
};

export function FaqForm({ lang, messages, mode, id, initial, categories, limits }: Props) {
  useFlashToast(messages);
  const { attachments: storedFiles, ...defaults } = initial;
  const { formRef, ...form } = useSchemaForm<FaqValues, FaqOutput>({
    unavailableMessage: messages['common.networkError'],
    schema: () => Promise.resolve(faqForm),
    defaultValues: { ...defaults, attachments: [] },
  });
  const { errors, isDirty } = form.formState;
  const [files, setFiles] = useState<FileItem[]>(() => storedItems(storedFiles));
  const [filesError, setFilesError] = useState<string | undefined>();
  const authoring = useAuthoring(lang, messages, isDirty || filesChanged(files));
  const t = (key: (typeof faqFormMessageKeys)[number]) => messages[key];
  const errorOf = (error: FieldError | undefined, label: string) => (error?.type === 'text' ? error.message : errorText(messages, error, label));
  const listHref = localizePath(paths.faqList, lang);
  const fileMessages = [
    messages['resources.errorExtentFile'],
    messages['resources.errorFileSize'],
    messages['resources.errorDuplicate'],
    messages['common.errorMaxTotalSize'],
    messages['resources.errorFileContent'],
  ];
  const categoryError = errorOf(errors['type'], t('faq.fieldCategory'));

  const showFailure = (failure: unknown) => {
    const text = savingFailureText(failure, messages);
    authoring.fail(failure);
    if (failure instanceof GroupUploadError) return setFilesError(text);
    const field = fieldOfMessage(text, [
      ['type', [messages['faq.selectCategory']]],
      ['contentKr', [messages['faq.answerRequired']]],
      ['attachments', fileMessages],
    ] as const);
    if (field === 'attachments') setFilesError(text);
    else if (field) form.setError(field, { type: 'text', message: text }, { shouldFocus: true });
  };

  const submit = form.handleSubmit(async (values) => {
    if (authoring.busy !== 'idle') return;
    setFilesError(undefined);
    authoring.setBusy('saving');
    try {
      const [uploaded = files] = await uploadGroups([{ code: 'COMMUNITY_FAQ', items: files }], lang, authoring.setProgress, (_, items) => setFiles(items));
      const body = { ...values, attachments: attachmentChanges(uploaded, 'ATTACHMENT') };
      const create = isCreate(mode, id);
      await callApi<unknown>(create ? '/api/admin/faq/register' : '/api/admin/faq/update', {
        method: create ? 'POST' : 'PUT',
        body: create ? body : { ...body, id },
        lang,
      });
      setFlash(create ? 'resources.createSuccess' : 'resources.updateSuccess', 'success');
      authoring.leave(listHref);
    } catch (failure) {
      // the departure from spec §4 said above: stay, keep the input, show the error
      showFailure(failure);
    }
  });

  const disabled = authoring.busy !== 'idle';
  return (
    <form ref={formRef} className="authoring-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={disabled || undefined}>
      <p className="form-hint">{t('editor.requiredNote')}</p>
      <section className="authoring-section" aria-labelledby="faq-texts">
        <h2 id="faq-texts">{t('editor.sectionTexts')}</h2>
        <div className="form-field">
          <label htmlFor="faq-category">
            {t('faq.fieldCategory')}
            <span className="authoring-required">
              {' '}
              <span aria-hidden="true">*</span>
              <span className="visually-hidden">({messages['editor.requiredMark']})</span>
            </span>
          </label>
          <select
            id="faq-category"
            className="form-select"
            aria-required="true"
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={categoryError ? 'faq-category-error' : undefined}
            disabled={disabled}
            {...form.register('type')}
          >
            <option value="">{t('faq.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
          {categoryError && (
            <p id="faq-category-error" className="form-error">
              {categoryError}
            </p>
          )}
        </div>
        <BilingualText
          field={t('faq.fieldQuestion')}
          registrations={{ Kr: form.register('titleKr'), En: form.register('titleEn') }}
          errors={pairErrors(errorOf, t('faq.fieldQuestion'), messages, { Kr: errors['titleKr'], En: errors['titleEn'] })}
          messages={messages}
          required
          maxLength={200}
        />
        <BilingualRichText
          field={t('faq.fieldAnswer')}
          fields={{ Kr: form.field('contentKr'), En: form.field('contentEn') }}
          initial={{ Kr: initial.contentKr, En: initial.contentEn }}
          errors={pairErrors(errorOf, t('faq.fieldAnswer'), messages, { Kr: errors['contentKr'], En: errors['contentEn'] })}
          messages={messages}
          required
        />
      </section>

      <section className="authoring-section" aria-labelledby="faq-files">
        <h2 id="faq-files">{t('editor.sectionFiles')}</h2>
        <AttachmentField
          label={t('editor.fieldAttachments')}
          code="COMMUNITY_FAQ"
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
        onLeave={() => authoring.leave(listHref)}
        remove={
          mode === 'edit' && id !== undefined
            ? { title: t('faq.deleteTitle'), run: () => void authoring.remove(`/api/admin/faq/delete/${id}`, listHref) }
            : undefined
        }
      />
    </form>
  );
}
