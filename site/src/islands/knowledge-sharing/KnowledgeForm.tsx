// Sharing a model or a data set, and editing one's own (portal spec §2, §3, §5): the name, a rich-text
// description, the model catalogue's industries (and algorithms for a model), the type's own fields, extra
// links and files. The form validates with the API's own schema (core/schemas/knowledge-sharing.ts); a
// save uploads the new files through the type's upload call, then creates or updates, and goes to the
// type's list (portal spec §4). On the edit page the entry can be deleted.
import { useState } from 'react';
import type * as v from 'valibot';
import type { ApiOptions } from '#core/api/contract.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { updateTarget } from '#core/schemas/content-save.ts';
import { knowledgeDataSetCreate, knowledgeModelCreate, type KnowledgeCreate, type KnowledgeType } from '#core/schemas/knowledge-sharing.ts';
import { paths } from '../../lib/routes.ts';
import { localizePath } from '../../lib/urls.ts';
import { AttachmentField, type AttachmentLimits } from '../authoring/AttachmentField.tsx';
import { AuthoringForm } from '../authoring/AuthoringForm.tsx';
import { AuthoringSection } from '../authoring/AuthoringSection.tsx';
import { classificationFailures } from '../authoring/ClassificationSection.tsx';
import type { Option } from '../authoring/CodeChecklist.tsx';
import { liveItems } from '../authoring/file-items.ts';
import { attachmentRuleMessages, placeFailure } from '../authoring/place-failure.ts';
import { RichTextField } from '../authoring/RichTextField.tsx';
import type { SaveCall } from '../authoring/save-call.ts';
import { useAuthoring } from '../authoring/use-authoring.ts';
import { useContentForm } from '../authoring/use-content-form.ts';
import { useFileGroup } from '../authoring/use-file-group.ts';
import { TextField } from '../forms/TextField.tsx';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import { versionFailures } from '../model-card/model-card-messages.ts';
import { cardFieldProps, ModelCardFields } from '../model-card/ModelCardFields.tsx';
import { knowledgeFormMessageKeys, type KnowledgeMessages as Messages } from './knowledge-messages.ts';
import type { KnowledgeInitial, KnowledgeValues } from './knowledge-values.ts';
import { DataSetFields, KnowledgeCodes, ModelHowTo } from './KnowledgeParts.tsx';
import { checkLinks, linkRows, LinksField, type LinkRow } from './LinksField.tsx';
import './knowledge-form.css';

export { knowledgeFormMessageKeys };
export type { KnowledgeInitial };

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

/** Shares the model or data set, or updates the one the edit form shows (updateTarget). */
const saveKnowledge = (body: ApiOptions<'POST /api/member/knowledge-sharing'>['body'], target: number | undefined): SaveCall =>
  target === undefined ? { key: 'POST /api/member/knowledge-sharing', body } : { key: 'PUT /api/member/knowledge-sharing', body: { ...body, id: target } };

export function KnowledgeForm({ lang, messages, type, mode, id, initial, industries, algorithms, limits }: Props) {
  useFlashToast(messages);
  const isModel = type === 'model';
  const { attachments: storedFiles, ...defaults } = initial;
  // the type's own schema reads only its fields (valibot leaves the others out of its output)
  const schema = (isModel ? knowledgeModelCreate : knowledgeDataSetCreate) as unknown as v.GenericSchema<unknown, KnowledgeCreate>;
  const content = useContentForm<KnowledgeValues, KnowledgeCreate>(schema, { ...defaults, attachments: [] }, messages);
  const { form, errors, errorOf } = content;
  const initialLinks = isModel ? initial.addModel : initial.addData;
  const [links, setLinks] = useState<LinkRow[]>(() => linkRows(initialLinks));
  const files = useFileGroup(isModel ? 'KNOWLEDGE_MODEL' : 'KNOWLEDGE_DATA_SET', storedFiles);
  const linksChanged = JSON.stringify(links.map(({ title, url }) => ({ title, url }))) !== JSON.stringify(initialLinks);
  const authoring = useAuthoring(lang, messages, form.formState.isDirty || files.changed || linksChanged);
  const listHref = localizePath(isModel ? paths.knowledgeModelList : paths.knowledgeDataSetList, lang);
  const nameField = isModel ? 'modelName' : 'dataSetName';
  const nameLabel = messages[isModel ? 'knowledge.modelName' : 'knowledge.dataSetName'];
  const descriptionName = isModel ? 'descriptionModel' : 'descriptionDataSet';
  const descriptionField = form.field(descriptionName);
  const linkValues = () => checkLinks(links, messages).links ?? [];

  /** The links pass their rule; the model's file, or the data itself as a file or a link, is there (portal spec §5). */
  const check = () => {
    const checked = checkLinks(links, messages);
    setLinks(checked.rows);
    if (checked.links === null) return false;
    if (liveItems(files.items).length > 0 || (!isModel && checked.links.length > 0)) return true;
    files.setError(messages[isModel ? 'knowledge.modelFileRequired' : 'knowledge.dataRequired']);
    return false;
  };

  const submit = form.handleSubmit((values) =>
    authoring.save({
      files: [files],
      check,
      call: (attached) => {
        const body = {
          ...values,
          ...(isModel ? { addModel: linkValues() } : { addData: linkValues() }),
          attachments: attached(files, isModel ? 'MODEL' : 'DATA_SET'),
        };
        return saveKnowledge(body, updateTarget(mode, id));
      },
      leaveTo: () => listHref,
      onFailure: (failure, text) =>
        placeFailure(failure, text, {
          fields: [
            ...classificationFailures(messages),
            ['embedCode', [messages['knowledge.embedInvalid']]],
            [descriptionName, [messages['knowledge.descriptionRequired']]],
            ['version', versionFailures(messages)],
          ],
          files: [[files, [...attachmentRuleMessages(messages), messages['knowledge.modelFileRequired'], messages['knowledge.dataRequired']]]],
          onField: content.showOnField,
        }),
    }),
  );

  const parts = { content, messages, disabled: authoring.disabled };
  return (
    <AuthoringForm
      authoring={authoring}
      messages={messages}
      lead={messages['knowledge.formLead']}
      formRef={content.formRef}
      onSubmit={submit}
      cancelHref={listHref}
      remove={
        mode === 'edit' && id !== undefined
          ? { title: messages['knowledge.delete'], call: { key: 'DELETE /api/member/knowledge-sharing/:id', params: { id }, query: { type } }, listHref }
          : undefined
      }
    >
      <AuthoringSection id="knowledge-texts" title={messages['editor.sectionTexts']}>
        <TextField
          label={nameLabel}
          {...form.register(nameField)}
          requiredMark
          maxLength={200}
          autoComplete="off"
          error={errorOf(errors[nameField], nameLabel)}
          disabled={authoring.disabled}
        />
        <RichTextField
          label={messages['knowledge.description']}
          // the editor is named by the words alone; the form's lead says what the mark means
          mark={
            <span className="authoring-required" aria-hidden="true">
              {' *'}
            </span>
          }
          labelClassName="authoring-legend"
          initialHtml={initial[descriptionName]}
          onChange={descriptionField.onChange}
          onBlur={descriptionField.onBlur}
          messages={messages}
          error={errorOf(errors[descriptionName], messages['knowledge.description'])}
          disabled={authoring.disabled}
        />
        {!isModel && <DataSetFields {...parts} rows={initial.numberOfRows} />}
      </AuthoringSection>

      <KnowledgeCodes {...parts} industries={industries} algorithms={isModel ? algorithms : null} />
      {isModel && <ModelCardFields id="knowledge-card" {...cardFieldProps(content, initial.metrics)} messages={messages} disabled={authoring.disabled} />}
      {isModel && <ModelHowTo {...parts} />}

      <AuthoringSection id="knowledge-files" title={messages['editor.sectionFiles']}>
        <LinksField
          legend={messages[isModel ? 'knowledge.modelLinks' : 'knowledge.dataLinks']}
          rows={links}
          onChange={setLinks}
          messages={messages}
          disabled={authoring.disabled}
        />
        <AttachmentField
          label={messages[isModel ? 'knowledge.modelFiles' : 'knowledge.dataFiles']}
          group={files}
          limits={limits}
          lang={lang}
          messages={messages}
          required={isModel}
          disabled={authoring.disabled}
        />
      </AuthoringSection>
    </AuthoringForm>
  );
}
