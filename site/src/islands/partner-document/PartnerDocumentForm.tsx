// Registration and edit of a partner document (portal spec §2, §3): a partner FAQ question (Korean
// required, English optional, its type, files under PARTNER_FAQ) or a library document (both languages,
// files under PARTNER_LIBRARY). Validated with the API's schema; a save uploads the new files, registers
// or updates (isCreate) and goes to the matching list (spec §4). A failure keeps everything entered.
import { useState } from 'react';
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { isCreate } from '#core/schemas/content-save.ts';
import { partnerFaqForm } from '#core/schemas/partner-faq.ts';
import { partnerLibrarySave } from '#core/schemas/partner-library.ts';
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
import '../forms/forms.css';
import '../authoring/authoring.css';

export const partnerDocumentMessageKeys = [
  ...sharedFormMessageKeys,
  'faq.fieldQuestion',
  'faq.fieldAnswer',
  'faq.deleteTitle',
  'partnerFaq.fieldType',
  'partnerFaq.chooseType',
  'partnerFaq.selectType',
  'partnerFaq.answerRequired',
  'partnerLibrary.colTitle',
  'partnerLibrary.contentRequired',
  'field.description',
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof partnerDocumentMessageKeys)[number], string>;

type Values = { titleKr: string; titleEn: string; contentKr: string; contentEn: string; faqType?: string };
export type PartnerDocumentInitial = Values & { attachments: StoredFile[] };

type Props = {
  lang: Lang;
  messages: Messages;
  kind: 'faq' | 'library';
  mode: 'registration' | 'edit';
  id?: number | undefined;
  initial: PartnerDocumentInitial;
  /** The FAQ's question types. */
  types?: readonly { value: string; label: string }[];
  limits: AttachmentLimits;
};

const kinds = {
  faq: { code: 'PARTNER_FAQ', api: '/api/admin/partner-faq', list: paths.partnerFaq, schema: partnerFaqForm },
  library: { code: 'PARTNER_LIBRARY', api: '/api/admin/partner-library', list: paths.partnerLibrary, schema: partnerLibrarySave },
} as const;

export function PartnerDocumentForm({ lang, messages, kind, mode, id, initial, types = [], limits }: Props) {
  const setup = kinds[kind];
  const { attachments: storedFiles, ...defaults } = initial;
  const { formRef, ...form } = useSchemaForm<Values & { attachments: [] }, v.InferOutput<typeof setup.schema>>({
    unavailableMessage: messages['common.networkError'],
    schema: () => Promise.resolve(setup.schema as v.GenericSchema<unknown, v.InferOutput<typeof setup.schema>>),
    defaultValues: { ...defaults, attachments: [] },
  });
  const { errors, isDirty } = form.formState;
  const [files, setFiles] = useState<FileItem[]>(() => storedItems(storedFiles));
  const [filesError, setFilesError] = useState<string | undefined>();
  const authoring = useAuthoring(lang, messages, isDirty || filesChanged(files));
  const errorOf = (error: FieldError | undefined, label: string) => (error?.type === 'text' ? error.message : errorText(messages, error, label));
  const listHref = kind === 'faq' ? setup.list : localizePath(setup.list, lang);
  const titleLabel = kind === 'faq' ? messages['faq.fieldQuestion'] : messages['partnerLibrary.colTitle'];
  const contentLabel = kind === 'faq' ? messages['faq.fieldAnswer'] : messages['field.description'];
  const typeError = errorOf(errors['faqType'], messages['partnerFaq.fieldType']);
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
    if (failure instanceof GroupUploadError) return setFilesError(text);
    const field = fieldOfMessage(text, [
      ['faqType', [messages['partnerFaq.selectType']]],
      ['contentKr', [messages['partnerFaq.answerRequired'], messages['partnerLibrary.contentRequired']]],
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
      const [uploaded = files] = await uploadGroups([{ code: setup.code, items: files }], lang, authoring.setProgress, (_, items) => setFiles(items));
      const body = { ...values, attachments: attachmentChanges(uploaded, 'ATTACHMENT') };
      const create = isCreate(mode, id);
      await callApi<unknown>(create ? setup.api : `${setup.api}/${id}`, { method: create ? 'POST' : 'PUT', body, lang });
      setFlash(create ? 'resources.createSuccess' : 'resources.updateSuccess', 'success');
      authoring.leave(listHref);
    } catch (failure) {
      showFailure(failure);
    }
  });

  const disabled = authoring.busy !== 'idle';
  return (
    <form ref={formRef} className="authoring-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={disabled || undefined}>
      <p className="form-hint">{messages['editor.requiredNote']}</p>
      <section className="authoring-section" aria-labelledby="document-texts">
        <h2 id="document-texts">{messages['editor.sectionTexts']}</h2>
        {kind === 'faq' && (
          <div className="form-field">
            <label htmlFor="document-type">
              {messages['partnerFaq.fieldType']}
              <span className="authoring-required">
                {' '}
                <span aria-hidden="true">*</span>
                <span className="visually-hidden">({messages['editor.requiredMark']})</span>
              </span>
            </label>
            <select
              id="document-type"
              className="form-select"
              aria-required="true"
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? 'document-type-error' : undefined}
              disabled={disabled}
              {...form.register('faqType')}
            >
              <option value="">{messages['partnerFaq.chooseType']}</option>
              {types.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
            {typeError && (
              <p id="document-type-error" className="form-error">
                {typeError}
              </p>
            )}
          </div>
        )}
        <BilingualText
          field={titleLabel}
          registrations={{ Kr: form.register('titleKr'), En: form.register('titleEn') }}
          errors={pairErrors(errorOf, titleLabel, messages, { Kr: errors['titleKr'], En: errors['titleEn'] })}
          messages={messages}
          required={kind === 'library' ? true : 'Kr'}
          maxLength={200}
        />
        <BilingualRichText
          field={contentLabel}
          fields={{ Kr: form.field('contentKr'), En: form.field('contentEn') }}
          initial={{ Kr: initial.contentKr, En: initial.contentEn }}
          errors={pairErrors(errorOf, contentLabel, messages, { Kr: errors['contentKr'], En: errors['contentEn'] })}
          messages={messages}
          required={kind === 'library' ? true : 'Kr'}
        />
      </section>

      <section className="authoring-section" aria-labelledby="document-files">
        <h2 id="document-files">{messages['editor.sectionFiles']}</h2>
        <AttachmentField
          label={messages['editor.fieldAttachments']}
          code={setup.code}
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
            ? { title: messages['faq.deleteTitle'], run: () => void authoring.remove(`${setup.api}/${id}`, listHref) }
            : undefined
        }
      />
    </form>
  );
}
