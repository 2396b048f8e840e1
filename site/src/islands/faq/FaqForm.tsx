// Registration and edit of a community FAQ question (portal spec §2, §3, §6): the question and its answer
// in both languages (the answer with the rich-text editor), the category and the files (COMMUNITY_FAQ).
// Validated with the API's schema; a save uploads the new files, registers or updates by the spec's rule
// (isCreate) and goes to the FAQ list (spec §4). The spec goes to the list "even on failure"; here a
// failure keeps the reader on the form with everything entered and says what went wrong, so nothing is
// lost and the save can be tried again.
import type * as v from 'valibot';
import type { MessageKey } from '#core/i18n/translate.ts';
import { faqForm } from '#core/schemas/faq.ts';
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
import { useFlashToast } from '../lib/use-flash-toast.ts';
import { richTextEditorMessageKeys } from '../rich-text/rich-text-messages.ts';

export const faqFormMessageKeys = [
  ...sharedFormMessageKeys,
  ...richTextEditorMessageKeys,
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
export type FaqInitial = Omit<Required<FaqValues>, 'attachments'> & { attachments: StoredFile[] };

type Props = ContentFormProps<Messages, FaqInitial> & { categories: readonly ChoiceOption[]; limits: AttachmentLimits };

export function FaqForm({ categories, limits, ...props }: Props) {
  const { lang, messages, initial } = props;
  useFlashToast(messages);
  const { attachments: storedFiles, ...defaults } = initial;
  const files = useFileGroup('COMMUNITY_FAQ', storedFiles);
  const kit = useContentAuthoring<FaqValues, v.InferOutput<typeof faqForm>>(faqForm, { ...defaults, attachments: [] }, props, [files]);
  const { content, form, errors, errorOf, authoring } = kit;
  const t = (key: (typeof faqFormMessageKeys)[number]) => messages[key];
  const listHref = localizePath(paths.faqList, lang);

  const submit = form.handleSubmit((values) =>
    authoring.save({
      files: [files],
      call: (attached) => {
        const body = { ...values, attachments: attached(files, 'ATTACHMENT') };
        return kit.target === undefined
          ? { key: 'POST /api/admin/faq/register', body }
          : { key: 'PUT /api/admin/faq/update', body: { ...body, id: kit.target } };
      },
      leaveTo: () => listHref,
      // the departure from spec §4 said above: stay, keep the input, show the error
      onFailure: kit.onFailure([
        ['type', [messages['faq.selectCategory']]],
        ['contentKr', [messages['faq.answerRequired']]],
      ]),
    }),
  );

  return (
    <AuthoringForm
      {...kit.frame}
      onSubmit={submit}
      cancelHref={listHref}
      remove={kit.removal(t('faq.deleteTitle'), (id) => ({ key: 'DELETE /api/admin/faq/delete/:id', params: { id } }), listHref)}
    >
      <AuthoringSection id="faq-texts" title={t('editor.sectionTexts')}>
        <SelectField
          id="faq-category"
          label={t('faq.fieldCategory')}
          mark={<RequiredMark messages={messages} />}
          placeholder={t('faq.chooseCategory')}
          options={categories}
          error={errorOf(errors['type'], t('faq.fieldCategory'))}
          disabled={authoring.disabled}
          {...form.register('type')}
        />
        <BilingualText {...content.textPair('title', t('faq.fieldQuestion'))} required maxLength={200} />
        <BilingualRichText {...content.richPair('content', t('faq.fieldAnswer'), initial)} messages={messages} required />
      </AuthoringSection>

      <FilesSection id="faq-files" group={files} limits={limits} lang={lang} messages={messages} disabled={authoring.disabled} />
    </AuthoringForm>
  );
}
