// Registration and edit of a partner document (portal spec §2, §3): a partner FAQ question (Korean
// required, English optional, its type, files under PARTNER_FAQ) or a library document (both languages,
// files under PARTNER_LIBRARY). Validated with the API's schema; a save uploads the new files, registers
// or updates (isCreate) and goes to the matching list (spec §4). A failure keeps everything entered.
import type * as v from 'valibot';
import type { MessageKey } from '#core/i18n/translate.ts';
import { partnerFaqForm } from '#core/schemas/partner-faq.ts';
import { partnerLibrarySave } from '#core/schemas/partner-library.ts';
import { paths } from '../../lib/routes.ts';
import { localizePath } from '../../lib/urls.ts';
import type { AttachmentLimits } from '../authoring/AttachmentField.tsx';
import { AuthoringForm } from '../authoring/AuthoringForm.tsx';
import { AuthoringSection } from '../authoring/AuthoringSection.tsx';
import { BilingualRichText } from '../authoring/BilingualRichText.tsx';
import { BilingualText } from '../authoring/BilingualText.tsx';
import type { StoredFile } from '../authoring/file-items.ts';
import { FilesSection } from '../authoring/FilesSection.tsx';
import { sharedFormMessageKeys } from '../authoring/messages.ts';
import { RequiredMark } from '../authoring/RequiredMark.tsx';
import { SelectField, type ChoiceOption } from '../authoring/SelectField.tsx';
import { useContentAuthoring, type ContentFormProps } from '../authoring/use-content-authoring.ts';
import { useFileGroup } from '../authoring/use-file-group.ts';
import { richTextEditorMessageKeys } from '../rich-text/rich-text-messages.ts';

export const partnerDocumentMessageKeys = [
  ...sharedFormMessageKeys,
  ...richTextEditorMessageKeys,
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

type Props = ContentFormProps<Messages, PartnerDocumentInitial> & {
  kind: 'faq' | 'library';
  /** The FAQ's question types. */
  types?: readonly ChoiceOption[];
  limits: AttachmentLimits;
};

const kinds = {
  faq: { code: 'PARTNER_FAQ', list: paths.partnerFaq, schema: partnerFaqForm },
  library: { code: 'PARTNER_LIBRARY', list: paths.partnerLibrary, schema: partnerLibrarySave },
} as const;

export function PartnerDocumentForm({ kind, types = [], limits, ...props }: Props) {
  const { lang, messages, initial } = props;
  const setup = kinds[kind];
  const { attachments: storedFiles, ...defaults } = initial;
  const files = useFileGroup(setup.code, storedFiles);
  const kit = useContentAuthoring<Values & { attachments: [] }, v.InferOutput<typeof setup.schema>>(setup.schema, { ...defaults, attachments: [] }, props, [
    files,
  ]);
  const { content, form, errors, errorOf, authoring } = kit;
  const listHref = kind === 'faq' ? setup.list : localizePath(setup.list, lang);
  const titleLabel = kind === 'faq' ? messages['faq.fieldQuestion'] : messages['partnerLibrary.colTitle'];
  const contentLabel = kind === 'faq' ? messages['faq.fieldAnswer'] : messages['field.description'];
  // a partner FAQ's English text is optional
  const required = kind === 'library' ? true : 'Kr';

  const submit = form.handleSubmit((values) =>
    authoring.save({
      files: [files],
      call: (attached) => {
        const target = kit.target;
        const body = { ...values, attachments: attached(files, 'ATTACHMENT') };
        // the FAQ's schema gives a question type, the library's none: the body says which call it is for
        if ('faqType' in body)
          return target === undefined ? { key: 'POST /api/admin/partner-faq', body } : { key: 'PUT /api/admin/partner-faq/:id', params: { id: target }, body };
        return target === undefined
          ? { key: 'POST /api/admin/partner-library', body }
          : { key: 'PUT /api/admin/partner-library/:id', params: { id: target }, body };
      },
      leaveTo: () => listHref,
      onFailure: kit.onFailure([
        ['faqType', [messages['partnerFaq.selectType']]],
        ['contentKr', [messages['partnerFaq.answerRequired'], messages['partnerLibrary.contentRequired']]],
      ]),
    }),
  );

  return (
    <AuthoringForm
      {...kit.frame}
      onSubmit={submit}
      cancelHref={listHref}
      remove={kit.removal(
        messages['faq.deleteTitle'],
        (id) =>
          kind === 'faq' ? { key: 'DELETE /api/admin/partner-faq/:id', params: { id } } : { key: 'DELETE /api/admin/partner-library/:id', params: { id } },
        listHref,
      )}
    >
      <AuthoringSection id="document-texts" title={messages['editor.sectionTexts']}>
        {kind === 'faq' && (
          <SelectField
            id="document-type"
            label={messages['partnerFaq.fieldType']}
            mark={<RequiredMark messages={messages} />}
            placeholder={messages['partnerFaq.chooseType']}
            options={types}
            error={errorOf(errors['faqType'], messages['partnerFaq.fieldType'])}
            disabled={authoring.disabled}
            {...form.register('faqType')}
          />
        )}
        <BilingualText {...content.textPair('title', titleLabel)} required={required} maxLength={200} />
        <BilingualRichText {...content.richPair('content', contentLabel, initial)} messages={messages} required={required} />
      </AuthoringSection>

      <FilesSection id="document-files" group={files} limits={limits} lang={lang} messages={messages} disabled={authoring.disabled} />
    </AuthoringForm>
  );
}
