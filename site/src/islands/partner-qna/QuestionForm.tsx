// Asking and editing a partner question (portal spec §3, §5: "select a type; title and content
// required"): type, product, version, title, rich-text content, the private flag and files (upload code
// PARTNER_QNA, the rules of core/attachment-rules.ts, sent to the partners' upload call). The server
// checks it all again; a save goes to the list (spec §4).
import { useId, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { partnerQnaTypes, type PartnerQnaType } from '#core/schemas/partner-qna.ts';
import { AttachmentField, attachmentFieldMessageKeys, type AttachmentLimits } from '../authoring/AttachmentField.tsx';
import { attachmentChanges, filesChanged, storedItems, type FileItem, type StoredFile } from '../authoring/file-items.ts';
import { FormActions, formActionsMessageKeys } from '../authoring/FormActions.tsx';
import { uploadGroups } from '../authoring/save-flow.ts';
import { authoringFailureMessageKeys, savingFailureText, useAuthoring } from '../authoring/use-authoring.ts';
import { callApi } from '../lib/api-client.ts';
import { setFlash } from '../lib/local-session.ts';
import { RichTextEditor, richTextEditorMessageKeys } from '../rich-text/RichTextEditor.tsx';
import '../authoring/authoring.css';
import '../forms/forms.css';

export const questionFormMessageKeys = [
  'partnerQna.type',
  'partnerQna.chooseType',
  'partnerQna.product',
  'partnerQna.chooseProduct',
  'partnerQna.version',
  'partnerQna.title',
  'partnerQna.content',
  'partnerQna.privateLabel',
  'partnerQna.attachments',
  'partnerQna.typeRequired',
  'partnerQna.productRequired',
  'partnerQna.titleRequired',
  'partnerQna.contentRequired',
  'partnerQna.deleteTitle',
  ...partnerQnaTypes.map((type) => `partnerQna.type.${type}` as const),
  'editor.requiredNote',
  'editor.requiredMark',
  'resources.errorFileContent',
  ...attachmentFieldMessageKeys,
  ...formActionsMessageKeys,
  ...authoringFailureMessageKeys,
  ...richTextEditorMessageKeys,
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof questionFormMessageKeys)[number], string>;

export type ProductOption = { code: string; name: string };
export type QuestionInitial = {
  type: PartnerQnaType | '';
  productCd: string;
  version: string;
  title: string;
  content: string;
  isPrivate: boolean;
  attachments: StoredFile[];
};

type Props = {
  lang: Lang;
  messages: Messages;
  products: readonly ProductOption[];
  initial: QuestionInitial;
  /** The question's id when editing. */
  id?: number | undefined;
  limits: AttachmentLimits;
  listHref: string;
  detailHref?: string | undefined;
};

type Field = 'type' | 'productCd' | 'title' | 'content';
type Errors = Partial<Record<Field, string>>;

const isBlank = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

export function QuestionForm({ lang, messages, products, initial, id, limits, listHref, detailHref }: Props) {
  const uid = useId();
  const [type, setType] = useState<PartnerQnaType | ''>(initial.type);
  const [productCd, setProductCd] = useState(initial.productCd);
  const [version, setVersion] = useState(initial.version);
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  const [isPrivate, setIsPrivate] = useState(initial.isPrivate);
  const [files, setFiles] = useState<FileItem[]>(() => storedItems(initial.attachments));
  const [filesError, setFilesError] = useState<string | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const dirty =
    type !== initial.type ||
    productCd !== initial.productCd ||
    version !== initial.version ||
    title !== initial.title ||
    content !== initial.content ||
    isPrivate !== initial.isPrivate ||
    filesChanged(files);
  const authoring = useAuthoring(lang, messages, dirty);
  const disabled = authoring.busy !== 'idle';

  const check = (): Errors => {
    const found: Errors = {};
    if (!type) found.type = messages['partnerQna.typeRequired'];
    if (!productCd) found.productCd = messages['partnerQna.productRequired'];
    if (title.trim() === '') found.title = messages['partnerQna.titleRequired'];
    if (isBlank(content)) found.content = messages['partnerQna.contentRequired'];
    return found;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    const first = (['type', 'productCd', 'title', 'content'] as const).find((field) => found[field]);
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"] :is(select, input, [contenteditable])`)?.focus();
      return;
    }
    authoring.setBusy('saving');
    try {
      const [uploaded = files] = await uploadGroups([{ code: 'PARTNER_QNA', items: files }], lang, authoring.setProgress, (_, items) => setFiles(items));
      const body = { type, productCd, version, title, content, isPrivate, attachments: attachmentChanges(uploaded, 'ATTACHMENT') };
      await callApi(id === undefined ? '/api/partner/question-answer' : `/api/partner/question-answer/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        lang,
      });
      setFlash(id === undefined ? 'resources.createSuccess' : 'resources.updateSuccess', 'success');
      authoring.leave(listHref);
    } catch (error) {
      setFailure(savingFailureText(error, messages));
      authoring.fail(error);
    }
  };

  const describedError = (field: Field) => (errors[field] ? `${uid}-${field}-error` : undefined);
  const errorLine = (field: Field) =>
    errors[field] && (
      <p id={`${uid}-${field}-error`} className="form-error">
        {errors[field]}
      </p>
    );
  const required = <span aria-hidden="true">{messages['editor.requiredMark']}</span>;

  return (
    <form className="authoring-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={disabled || undefined}>
      <p className="form-hint">{messages['editor.requiredNote']}</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="form-field" data-field="type">
        <label htmlFor={`${uid}-type`}>
          {messages['partnerQna.type']} {required}
        </label>
        <select
          id={`${uid}-type`}
          className="form-input"
          value={type}
          aria-required
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={describedError('type')}
          onChange={(event) => setType(event.target.value as PartnerQnaType | '')}
        >
          <option value="">{messages['partnerQna.chooseType']}</option>
          {partnerQnaTypes.map((item) => (
            <option key={item} value={item}>
              {messages[`partnerQna.type.${item}`]}
            </option>
          ))}
        </select>
        {errorLine('type')}
      </div>
      <div className="form-field" data-field="productCd">
        <label htmlFor={`${uid}-product`}>
          {messages['partnerQna.product']} {required}
        </label>
        <select
          id={`${uid}-product`}
          className="form-input"
          value={productCd}
          aria-required
          aria-invalid={errors.productCd ? true : undefined}
          aria-describedby={describedError('productCd')}
          onChange={(event) => setProductCd(event.target.value)}
        >
          <option value="">{messages['partnerQna.chooseProduct']}</option>
          {products.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
        {errorLine('productCd')}
      </div>
      <div className="form-field">
        <label htmlFor={`${uid}-version`}>{messages['partnerQna.version']}</label>
        <input id={`${uid}-version`} className="form-input" value={version} maxLength={40} onChange={(event) => setVersion(event.target.value)} />
      </div>
      <div className="form-field" data-field="title">
        <label htmlFor={`${uid}-title`}>
          {messages['partnerQna.title']} {required}
        </label>
        <input
          id={`${uid}-title`}
          className="form-input"
          value={title}
          maxLength={200}
          aria-required
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedError('title')}
          onChange={(event) => setTitle(event.target.value)}
        />
        {errorLine('title')}
      </div>
      <div className="form-field" data-field="content">
        <span className="form-label" id={`${uid}-content-label`}>
          {messages['partnerQna.content']} {required}
        </span>
        <RichTextEditor
          labelId={`${uid}-content-label`}
          fieldLabel={messages['partnerQna.content']}
          initialHtml={initial.content}
          onChange={setContent}
          messages={messages}
          describedBy={describedError('content')}
          invalid={Boolean(errors.content)}
          disabled={disabled}
        />
        {errorLine('content')}
      </div>
      <div className="form-field form-check">
        <label>
          <input type="checkbox" checked={isPrivate} onChange={(event) => setIsPrivate(event.target.checked)} /> {messages['partnerQna.privateLabel']}
        </label>
      </div>
      <AttachmentField
        label={messages['partnerQna.attachments']}
        code="PARTNER_QNA"
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
      <FormActions
        messages={messages}
        busy={authoring.busy}
        progress={authoring.progress}
        onLeave={() => authoring.leave(detailHref ?? listHref)}
        remove={
          id === undefined
            ? undefined
            : { title: messages['partnerQna.deleteTitle'], run: () => void authoring.remove(`/api/partner/question-answer/${id}`, `${listHref}?deleted=1`) }
        }
      />
    </form>
  );
}
