// Sharing a model or a data set, and editing one's own (portal spec §2, §3, §5): the name, a rich-text
// description, the model catalogue's industries (and algorithms for a model), the type's own fields, extra
// links and files. The form validates with the API's own schema (core/schemas/knowledge-sharing.ts); a
// save uploads the new files through the type's upload call, then creates or updates, and goes to the
// type's list (portal spec §4). On the edit page the entry can be deleted.
import { useId, useState } from 'react';
import * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { isCreate } from '#core/schemas/content-save.ts';
import {
  knowledgeDataSetCreate,
  knowledgeLinkInput,
  knowledgeModelCreate,
  MAX_KNOWLEDGE_LINKS,
  type KnowledgeCreate,
  type KnowledgeType,
} from '#core/schemas/knowledge-sharing.ts';
import { paths } from '../../lib/routes.ts';
import { localizePath } from '../../lib/urls.ts';
import { AttachmentField, type AttachmentLimits } from '../authoring/AttachmentField.tsx';
import { CodeChecklist, type Option } from '../authoring/CodeChecklist.tsx';
import { attachmentChanges, filesChanged, liveItems, storedItems, type FileItem, type StoredFile } from '../authoring/file-items.ts';
import { FormActions } from '../authoring/FormActions.tsx';
import { sharedFormMessageKeys } from '../authoring/messages.ts';
import { fieldOfMessage, GroupUploadError, uploadGroups } from '../authoring/save-flow.ts';
import { savingFailureText, useAuthoring } from '../authoring/use-authoring.ts';
import { errorText } from '../forms/form-messages.ts';
import { TextField } from '../forms/TextField.tsx';
import { useFieldValue, useSchemaForm, type FieldError } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { setFlash } from '../lib/local-session.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import { RichTextEditor } from '../rich-text/RichTextEditor.tsx';
import '../forms/forms.css';
import '../authoring/authoring.css';
import './knowledge-form.css';

export const knowledgeFormMessageKeys = [
  ...sharedFormMessageKeys,
  'knowledge.modelName',
  'knowledge.dataSetName',
  'knowledge.description',
  'knowledge.industry',
  'knowledge.algorithm',
  'knowledge.applicationField',
  'knowledge.source',
  'knowledge.numberOfRows',
  'knowledge.howToExecute',
  'knowledge.embedCode',
  'knowledge.embedHint',
  'knowledge.modelLinks',
  'knowledge.dataLinks',
  'knowledge.linkTitle',
  'knowledge.linkUrl',
  'knowledge.addLink',
  'knowledge.removeLink',
  'knowledge.linkHint',
  'knowledge.modelFiles',
  'knowledge.dataFiles',
  'knowledge.formLead',
  'knowledge.selectCodesHint',
  'knowledge.delete',
  'knowledge.modelNameRequired',
  'knowledge.dataSetNameRequired',
  'knowledge.nameTooLong',
  'knowledge.textTooLong',
  'knowledge.descriptionRequired',
  'knowledge.urlRequired',
  'knowledge.urlInvalid',
  'knowledge.tooManyLinks',
  'knowledge.tooManyCodes',
  'knowledge.rowsInvalid',
  'knowledge.embedInvalid',
  'knowledge.modelFileRequired',
  'knowledge.dataRequired',
  'knowledge.notYours',
  'signUp.optional',
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof knowledgeFormMessageKeys)[number], string>;

export type KnowledgeLinkValue = { title: string; url: string };

/** Every field of both types: the form shows those of its type, and the type's schema reads only those. */
export type KnowledgeValues = {
  type: KnowledgeType;
  modelName: string;
  descriptionModel: string;
  howToExecuteModel: string;
  embedCode: string;
  algorithmCd: string;
  dataSetName: string;
  descriptionDataSet: string;
  applicationField: string;
  source: string;
  numberOfRows: number | null;
  industryCd: string;
  addModel: KnowledgeLinkValue[];
  addData: KnowledgeLinkValue[];
  attachments: never[];
};

export type KnowledgeInitial = Omit<KnowledgeValues, 'attachments'> & { attachments: StoredFile[] };

type Props = {
  lang: Lang;
  messages: Messages;
  type: KnowledgeType;
  mode: 'registration' | 'edit';
  id?: number | undefined;
  initial: KnowledgeInitial;
  industries: readonly Option[];
  algorithms: readonly Option[];
  limits: AttachmentLimits;
};

type LinkRow = KnowledgeLinkValue & { key: number; error?: string | undefined };

const splitCodes = (value: unknown) => (typeof value === 'string' ? value.split(',').filter(Boolean) : []);

/** The links of the entry: rows of a name and an address, added and removed by the writer. */
function LinksField({
  legend,
  rows,
  onChange,
  messages,
  disabled,
}: {
  legend: string;
  rows: readonly LinkRow[];
  onChange: (rows: LinkRow[]) => void;
  messages: Messages;
  disabled: boolean;
}) {
  const id = useId();
  const update = (key: number, change: Partial<LinkRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change, error: undefined } : row)));
  return (
    <fieldset className="knowledge-links" aria-describedby={`${id}-hint`}>
      <legend className="authoring-legend">
        {legend} <span className="form-optional">{messages['signUp.optional']}</span>
      </legend>
      <p id={`${id}-hint`} className="form-hint">
        {messages['knowledge.linkHint']}
      </p>
      {rows.map((row, index) => (
        <div key={row.key} className="knowledge-link-row">
          <TextField
            label={`${messages['knowledge.linkTitle']} ${index + 1}`}
            value={row.title}
            maxLength={200}
            optionalText={messages['signUp.optional']}
            onChange={(event) => update(row.key, { title: event.target.value })}
            disabled={disabled}
          />
          <TextField
            label={`${messages['knowledge.linkUrl']} ${index + 1}`}
            type="url"
            inputMode="url"
            value={row.url}
            maxLength={2000}
            placeholder="https://"
            error={row.error}
            onChange={(event) => update(row.key, { url: event.target.value })}
            disabled={disabled}
          />
          <button
            type="button"
            className="button button--secondary knowledge-link-remove"
            onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            disabled={disabled}
          >
            {fillMessage(messages, 'knowledge.removeLink', { n: index + 1 })}
          </button>
        </div>
      ))}
      {rows.length < MAX_KNOWLEDGE_LINKS && (
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => onChange([...rows, { key: Math.max(0, ...rows.map((row) => row.key)) + 1, title: '', url: '' }])}
        >
          {messages['knowledge.addLink']}
        </button>
      )}
    </fieldset>
  );
}

export function KnowledgeForm({ lang, messages, type, mode, id, initial, industries, algorithms, limits }: Props) {
  useFlashToast(messages);
  const isModel = type === 'model';
  const { attachments: storedFiles, ...defaults } = initial;
  const { formRef, ...form } = useSchemaForm<KnowledgeValues, KnowledgeCreate>({
    unavailableMessage: messages['common.networkError'],
    // the type's own schema reads only its fields (valibot leaves the others out of its output)
    schema: () => Promise.resolve((isModel ? knowledgeModelCreate : knowledgeDataSetCreate) as unknown as v.GenericSchema<KnowledgeValues, KnowledgeCreate>),
    defaultValues: { ...defaults, attachments: [] },
  });
  const { errors, isDirty } = form.formState;
  const initialLinks = isModel ? initial.addModel : initial.addData;
  const [links, setLinks] = useState<LinkRow[]>(() => initialLinks.map((link, index) => ({ ...link, key: index + 1 })));
  const [files, setFiles] = useState<FileItem[]>(() => storedItems(storedFiles));
  const [filesError, setFilesError] = useState<string | undefined>();
  const [rowsText, setRowsText] = useState(initial.numberOfRows === null ? '' : String(initial.numberOfRows));
  const linksChanged = JSON.stringify(links.map(({ title, url }) => ({ title, url }))) !== JSON.stringify(initialLinks);
  const authoring = useAuthoring(lang, messages, isDirty || filesChanged(files) || linksChanged);
  const industryValue = useFieldValue(form.control, 'industryCd');
  const algorithmValue = useFieldValue(form.control, 'algorithmCd');
  const descriptionField = form.field(isModel ? 'descriptionModel' : 'descriptionDataSet');
  const industryField = form.field('industryCd');
  const algorithmField = form.field('algorithmCd');
  const rowsField = form.field('numberOfRows');
  const descriptionId = useId();
  // a message the server or a check wrote is shown as it is; a schema's key is translated
  const errorOf = (error: FieldError | undefined, label: string) => (error?.type === 'text' ? error.message : errorText(messages, error, label));
  const code = isModel ? 'KNOWLEDGE_MODEL' : 'KNOWLEDGE_DATA_SET';
  const listHref = localizePath(isModel ? paths.knowledgeModelList : paths.knowledgeDataSetList, lang);
  const nameField = isModel ? 'modelName' : 'dataSetName';
  const descriptionName = isModel ? 'descriptionModel' : 'descriptionDataSet';

  const showFailure = (failure: unknown) => {
    const text = savingFailureText(failure, messages);
    authoring.fail(failure);
    if (failure instanceof GroupUploadError) return setFilesError(text);
    const field = fieldOfMessage(text, [
      ['industryCd', [messages['resources.selectIndustry']]],
      ['algorithmCd', [messages['resources.selectAlgorithm']]],
      ['embedCode', [messages['knowledge.embedInvalid']]],
      [descriptionName, [messages['knowledge.descriptionRequired']]],
      [
        'attachments',
        [
          messages['resources.errorExtentFile'],
          messages['resources.errorFileSize'],
          messages['resources.errorDuplicate'],
          messages['common.errorMaxTotalSize'],
          messages['resources.errorFileContent'],
          messages['knowledge.modelFileRequired'],
          messages['knowledge.dataRequired'],
        ],
      ],
    ] as const);
    if (field === 'attachments') setFilesError(text);
    else if (field) form.setError(field, { type: 'text', message: text }, { shouldFocus: true });
  };

  /** The links as the schema takes them, or null after marking the rows that break a rule. */
  const checkedLinks = (): KnowledgeLinkValue[] | null => {
    let valid = true;
    const checked = links.map((row) => {
      const result = v.safeParse(knowledgeLinkInput, { title: row.title, url: row.url });
      if (result.success) return { ...row, ...result.output, error: undefined };
      valid = false;
      const key = result.issues[0].message as keyof Messages;
      return { ...row, error: key in messages ? messages[key] : messages['knowledge.urlInvalid'] };
    });
    setLinks(checked);
    return valid ? checked.map(({ title, url }) => ({ title, url })) : null;
  };

  const submit = form.handleSubmit(async (values) => {
    if (authoring.busy !== 'idle') return;
    setFilesError(undefined);
    const linkValues = checkedLinks();
    if (linkValues === null) return;
    // portal spec §5: the model's file, or the data itself as a file or a link
    if (liveItems(files).length === 0 && (isModel || linkValues.length === 0)) {
      setFilesError(messages[isModel ? 'knowledge.modelFileRequired' : 'knowledge.dataRequired']);
      return;
    }
    authoring.setBusy('saving');
    try {
      const [uploaded = files] = await uploadGroups([{ code, items: files }], lang, authoring.setProgress, (_, items) => setFiles(items));
      const body = {
        ...values,
        ...(isModel ? { addModel: linkValues } : { addData: linkValues }),
        attachments: attachmentChanges(uploaded, isModel ? 'MODEL' : 'DATA_SET'),
      };
      const create = isCreate(mode, id);
      await callApi<unknown>('/api/member/knowledge-sharing', { method: create ? 'POST' : 'PUT', body: create ? body : { ...body, id }, lang });
      setFlash(create ? 'resources.createSuccess' : 'resources.updateSuccess', 'success');
      authoring.leave(listHref);
    } catch (failure) {
      showFailure(failure);
    }
  });

  const disabled = authoring.busy !== 'idle';
  const descriptionError = errorOf(errors[descriptionName], messages['knowledge.description']);
  return (
    <form ref={formRef} className="authoring-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={disabled || undefined}>
      <p className="form-hint">{messages['knowledge.formLead']}</p>
      <section className="authoring-section" aria-labelledby="knowledge-texts">
        <h2 id="knowledge-texts">{messages['editor.sectionTexts']}</h2>
        <TextField
          label={messages[isModel ? 'knowledge.modelName' : 'knowledge.dataSetName']}
          {...form.register(nameField)}
          requiredMark
          maxLength={200}
          autoComplete="off"
          error={errorOf(errors[nameField], messages[isModel ? 'knowledge.modelName' : 'knowledge.dataSetName'])}
          disabled={disabled}
        />
        <div className="form-field">
          {/* the editor is named by the words alone; the form's lead says what the mark means */}
          <p className="authoring-legend">
            <span id={`${descriptionId}-label`}>{messages['knowledge.description']}</span>
            <span className="authoring-required" aria-hidden="true">
              {' *'}
            </span>
          </p>
          <RichTextEditor
            labelId={`${descriptionId}-label`}
            fieldLabel={messages['knowledge.description']}
            initialHtml={isModel ? initial.descriptionModel : initial.descriptionDataSet}
            onChange={descriptionField.onChange}
            onBlur={descriptionField.onBlur}
            messages={messages}
            describedBy={descriptionError ? `${descriptionId}-error` : undefined}
            invalid={Boolean(descriptionError)}
            disabled={disabled}
          />
          {descriptionError && (
            <p id={`${descriptionId}-error`} className="form-error">
              {descriptionError}
            </p>
          )}
        </div>
        {!isModel && (
          <>
            <TextField
              label={messages['knowledge.applicationField']}
              {...form.register('applicationField')}
              maxLength={200}
              optionalText={messages['signUp.optional']}
              error={errorOf(errors['applicationField'], messages['knowledge.applicationField'])}
              disabled={disabled}
            />
            <TextField
              label={messages['knowledge.source']}
              {...form.register('source')}
              maxLength={200}
              optionalText={messages['signUp.optional']}
              error={errorOf(errors['source'], messages['knowledge.source'])}
              disabled={disabled}
            />
            <TextField
              label={messages['knowledge.numberOfRows']}
              name={rowsField.name}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={rowsText}
              optionalText={messages['signUp.optional']}
              // the spec's number inputs block minus, plus, e and dot (portal spec §5)
              onKeyDown={(event) => {
                if (['-', '+', 'e', 'E', '.'].includes(event.key)) event.preventDefault();
              }}
              onChange={(event) => {
                setRowsText(event.target.value);
                rowsField.onChange(event.target.value === '' ? null : Number(event.target.value));
              }}
              onBlur={rowsField.onBlur}
              error={errorOf(errors['numberOfRows'], messages['knowledge.numberOfRows'])}
              disabled={disabled}
            />
          </>
        )}
      </section>

      <section className="authoring-section" aria-labelledby="knowledge-codes">
        <h2 id="knowledge-codes">{messages['editor.sectionClassification']}</h2>
        <CodeChecklist
          legend={messages['knowledge.industry']}
          options={industries}
          selected={splitCodes(industryValue)}
          onChange={(codes) => industryField.onChange(codes.join(','))}
          onBlur={industryField.onBlur}
          messages={messages}
          hint={messages['knowledge.selectCodesHint']}
          max={20}
          error={errorOf(errors['industryCd'], messages['knowledge.industry'])}
          disabled={disabled}
        />
        {isModel && (
          <CodeChecklist
            legend={messages['knowledge.algorithm']}
            options={algorithms}
            selected={splitCodes(algorithmValue)}
            onChange={(codes) => algorithmField.onChange(codes.join(','))}
            onBlur={algorithmField.onBlur}
            messages={messages}
            hint={messages['knowledge.selectCodesHint']}
            max={20}
            error={errorOf(errors['algorithmCd'], messages['knowledge.algorithm'])}
            disabled={disabled}
          />
        )}
      </section>

      {isModel && (
        <section className="authoring-section" aria-labelledby="knowledge-how">
          <h2 id="knowledge-how">{messages['knowledge.howToExecute']}</h2>
          <div className="form-field">
            <label htmlFor="knowledge-how-to-execute">
              {messages['knowledge.howToExecute']} <span className="form-optional">{messages['signUp.optional']}</span>
            </label>
            <textarea
              id="knowledge-how-to-execute"
              className="form-input knowledge-code"
              rows={6}
              maxLength={20_000}
              spellCheck={false}
              {...form.register('howToExecuteModel')}
              aria-invalid={errors['howToExecuteModel'] ? true : undefined}
              disabled={disabled}
            />
            {errors['howToExecuteModel'] && <p className="form-error">{errorOf(errors['howToExecuteModel'], messages['knowledge.howToExecute'])}</p>}
          </div>
          <div className="form-field">
            <label htmlFor="knowledge-embed">
              {messages['knowledge.embedCode']} <span className="form-optional">{messages['signUp.optional']}</span>
            </label>
            <textarea
              id="knowledge-embed"
              className="form-input knowledge-code"
              rows={3}
              maxLength={2000}
              spellCheck={false}
              placeholder='<iframe src="https://www.youtube.com/embed/…"></iframe>'
              aria-describedby="knowledge-embed-hint"
              {...form.register('embedCode')}
              aria-invalid={errors['embedCode'] ? true : undefined}
              disabled={disabled}
            />
            <p id="knowledge-embed-hint" className="form-hint">
              {messages['knowledge.embedHint']}
            </p>
            {errors['embedCode'] && <p className="form-error">{errorOf(errors['embedCode'], messages['knowledge.embedCode'])}</p>}
          </div>
        </section>
      )}

      <section className="authoring-section" aria-labelledby="knowledge-files">
        <h2 id="knowledge-files">{messages['editor.sectionFiles']}</h2>
        <LinksField
          legend={messages[isModel ? 'knowledge.modelLinks' : 'knowledge.dataLinks']}
          rows={links}
          onChange={setLinks}
          messages={messages}
          disabled={disabled}
        />
        <AttachmentField
          label={messages[isModel ? 'knowledge.modelFiles' : 'knowledge.dataFiles']}
          code={code}
          items={files}
          onChange={(items) => {
            setFiles(items);
            setFilesError(undefined);
          }}
          limits={limits}
          lang={lang}
          messages={messages}
          required={isModel}
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
            ? { title: messages['knowledge.delete'], run: () => void authoring.remove(`/api/member/knowledge-sharing/${id}?type=${type}`, listHref) }
            : undefined
        }
      />
    </form>
  );
}
