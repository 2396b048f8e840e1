// Asking and editing a partner question (portal spec §3, §5: "select a type; title and content
// required"): type, product, version, title, rich-text content, the private flag and files (upload code
// PARTNER_QNA, the rules of core/attachment-rules.ts, sent to the partners' upload call). The server
// checks it all again; a save goes to the list (spec §4).
import { useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { partnerQnaTypes, type PartnerQnaType } from '#core/schemas/partner-qna.ts';
import { AttachmentField, attachmentFieldMessageKeys, type AttachmentLimits } from '../authoring/AttachmentField.tsx';
import { AuthoringForm } from '../authoring/AuthoringForm.tsx';
import type { StoredFile } from '../authoring/file-items.ts';
import { plainFrame, plainFrameMessageKeys } from '../authoring/plain-frame.ts';
import { RequiredWord } from '../authoring/RequiredMark.tsx';
import { RichTextField } from '../authoring/RichTextField.tsx';
import { useAuthoring } from '../authoring/use-authoring.ts';
import { isBlankHtml, useFieldChecks } from '../authoring/use-field-checks.tsx';
import { useFileGroup } from '../authoring/use-file-group.ts';
import { richTextEditorMessageKeys } from '../rich-text/rich-text-messages.ts';

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
  'resources.errorFileContent',
  ...plainFrameMessageKeys,
  ...attachmentFieldMessageKeys,
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

type Values = Omit<QuestionInitial, 'attachments'>;

/** What the question is missing, by field (portal spec §5). */
function missing(values: Values, messages: Messages) {
  return {
    ...(values.type ? {} : { type: messages['partnerQna.typeRequired'] }),
    ...(values.productCd ? {} : { productCd: messages['partnerQna.productRequired'] }),
    ...(values.title.trim() === '' ? { title: messages['partnerQna.titleRequired'] } : {}),
    ...(isBlankHtml(values.content) ? { content: messages['partnerQna.contentRequired'] } : {}),
  };
}

export function QuestionForm({ lang, messages, products, initial, id, limits, listHref, detailHref }: Props) {
  const { attachments, ...start } = initial;
  const [values, setValues] = useState<Values>(start);
  const files = useFileGroup('PARTNER_QNA', attachments);
  const checks = useFieldChecks(['type', 'productCd', 'title', 'content'] as const);
  const dirty = (Object.keys(start) as (keyof Values)[]).some((key) => values[key] !== start[key]) || files.changed;
  const authoring = useAuthoring(lang, messages, dirty);
  const { frame, removal } = plainFrame(authoring, messages, { id, listHref, detailHref });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const mark = <RequiredWord messages={messages} />;

  const submit = () =>
    authoring.save({
      files: [files],
      check: () => checks.report(missing(values, messages)),
      call: (attached) => {
        const body = { ...values, attachments: attached(files, 'ATTACHMENT') };
        return id === undefined ? { key: 'POST /api/partner/question-answer', body } : { key: 'PUT /api/partner/question-answer/:id', params: { id }, body };
      },
      leaveTo: () => listHref,
    });

  return (
    <AuthoringForm
      {...frame}
      onSubmit={submit}
      remove={removal(
        messages['partnerQna.deleteTitle'],
        (questionId) => ({ key: 'DELETE /api/partner/question-answer/:id', params: { id: questionId } }),
        `${listHref}?deleted=1`,
      )}
    >
      {checks.select('type', {
        label: messages['partnerQna.type'],
        mark,
        placeholder: messages['partnerQna.chooseType'],
        options: partnerQnaTypes.map((item) => ({ value: item, label: messages[`partnerQna.type.${item}`] })),
        value: values.type,
        onChange: (event) => set('type', event.target.value as PartnerQnaType | ''),
      })}
      {checks.select('productCd', {
        label: messages['partnerQna.product'],
        mark,
        placeholder: messages['partnerQna.chooseProduct'],
        options: products.map((item) => ({ value: item.code, label: item.name })),
        value: values.productCd,
        onChange: (event) => set('productCd', event.target.value),
      })}
      <div className="form-field">
        <label htmlFor={`${checks.uid}-version`}>{messages['partnerQna.version']}</label>
        <input
          id={`${checks.uid}-version`}
          className="form-input"
          value={values.version}
          maxLength={40}
          onChange={(event) => set('version', event.target.value)}
        />
      </div>
      {checks.textInput(
        'title',
        <>
          {messages['partnerQna.title']}
          {mark}
        </>,
        { value: values.title, maxLength: 200, onChange: (event) => set('title', event.target.value) },
      )}
      <RichTextField
        label={messages['partnerQna.content']}
        mark={mark}
        dataField="content"
        initialHtml={initial.content}
        onChange={(html) => set('content', html)}
        messages={messages}
        error={checks.errors.content}
        disabled={authoring.disabled}
      />
      <div className="form-field form-check">
        <label>
          <input type="checkbox" checked={values.isPrivate} onChange={(event) => set('isPrivate', event.target.checked)} />{' '}
          {messages['partnerQna.privateLabel']}
        </label>
      </div>
      <AttachmentField label={messages['partnerQna.attachments']} group={files} limits={limits} lang={lang} messages={messages} disabled={authoring.disabled} />
    </AuthoringForm>
  );
}
