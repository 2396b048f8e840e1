// Pre-built model registration and edit (portal spec §2, §3, §5): both language variants of every text,
// industries and algorithms (required), how to use it (a guide's address or sample code) and the files.
// The form validates with the API's own schema (core/schemas/content-save.ts); a save uploads the new
// files, then creates or updates by the spec's rule (isCreate) and goes to the model's page.
import type * as v from 'valibot';
import type { MessageKey } from '#core/i18n/translate.ts';
import { isPublicUrl } from '#core/public-url.ts';
import { isCreate, preBuiltModelCreate } from '#core/schemas/content-save.ts';
import { paths } from '../../lib/routes.ts';
import { localizePath } from '../../lib/urls.ts';
import { useFieldValue } from '../forms/use-schema-form.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import { modelCardMessageKeys, versionFailures } from '../model-card/model-card-messages.ts';
import { cardFieldProps, ModelCardFields } from '../model-card/ModelCardFields.tsx';
import { richTextEditorMessageKeys } from '../rich-text/rich-text-messages.ts';
import type { AttachmentLimits } from './AttachmentField.tsx';
import { AuthoringForm } from './AuthoringForm.tsx';
import { AuthoringSection } from './AuthoringSection.tsx';
import { BilingualRichText } from './BilingualRichText.tsx';
import { BilingualText } from './BilingualText.tsx';
import { classificationFailures, ClassificationSection } from './ClassificationSection.tsx';
import type { Option } from './CodeChecklist.tsx';
import type { StoredFile } from './file-items.ts';
import { FilesSection } from './FilesSection.tsx';
import { HowToUseField } from './HowToUseField.tsx';
import { HowToUseType } from './HowToUseType.tsx';
import { sharedFormMessageKeys } from './messages.ts';
import { createdId } from './use-authoring.ts';
import { useContentAuthoring, type ContentFormProps } from './use-content-authoring.ts';
import { useFileGroup } from './use-file-group.ts';

export const modelFormMessageKeys = [
  ...sharedFormMessageKeys,
  ...richTextEditorMessageKeys,
  ...modelCardMessageKeys,
  'editor.fieldBenefit',
  'editor.fieldAdvantage',
  'editor.deleteModelTitle',
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof modelFormMessageKeys)[number], string>;

type ModelValues = v.InferInput<typeof preBuiltModelCreate>;
export type ModelInitial = Omit<Required<ModelValues>, 'attachments'> & { attachments: StoredFile[] };

type Props = ContentFormProps<Messages, ModelInitial> & { industries: readonly Option[]; algorithms: readonly Option[]; limits: AttachmentLimits };

const richFields = [
  ['overview', 'editor.fieldOverview'],
  ['painPoint', 'editor.fieldPainPoint'],
  ['advantage', 'editor.fieldAdvantage'],
  ['valuePoint', 'editor.fieldValuePoint'],
] as const;

export function ModelForm({ industries, algorithms, limits, ...props }: Props) {
  const { lang, messages, mode, id, initial } = props;
  useFlashToast(messages);
  const { attachments: storedFiles, ...defaults } = initial;
  const files = useFileGroup('PRE_BUILT_MODEL', storedFiles);
  const kit = useContentAuthoring<ModelValues, v.InferOutput<typeof preBuiltModelCreate>>(preBuiltModelCreate, { ...defaults, attachments: [] }, props, [
    files,
  ]);
  const { content, form, errors, errorOf, authoring } = kit;
  const t = (key: (typeof modelFormMessageKeys)[number]) => messages[key];
  const howToUseType = useFieldValue(form.control, 'howToUseType');
  const listHref = localizePath(paths.preBuiltModelList, lang);
  const detailHref = (modelId: number) => localizePath(paths.preBuiltModelDetail(modelId), lang);

  const submit = form.handleSubmit((values) =>
    authoring.save({
      files: [files],
      check: () => {
        if (values.howToUseType !== 'URL' || values.howToUseContent.trim() === '' || isPublicUrl(values.howToUseContent)) return true;
        content.showOnField('howToUseContent', messages['resources.invalidHowToUseUrl']);
        return false;
      },
      call: (attached) => {
        const body = { ...values, attachments: attached(files, 'ATTACHMENT') };
        return kit.target === undefined
          ? { key: 'POST /api/admin/pre-built-model', body }
          : { key: 'PUT /api/admin/pre-built-model', body: { ...body, id: kit.target } };
      },
      leaveTo: (data) => {
        const savedId = isCreate(mode, id) ? createdId(data) : (id ?? null);
        return savedId === null ? listHref : detailHref(savedId);
      },
      onFailure: kit.onFailure([
        ...classificationFailures(messages),
        ['howToUseContent', [messages['resources.invalidHowToUseUrl']]],
        ['version', versionFailures(messages)],
      ]),
    }),
  );

  return (
    <AuthoringForm
      {...kit.frame}
      onSubmit={submit}
      cancelHref={mode === 'edit' && id !== undefined ? detailHref(id) : listHref}
      remove={kit.removal(t('editor.deleteModelTitle'), (modelId) => ({ key: 'DELETE /api/admin/pre-built-model/:id', params: { id: modelId } }), listHref)}
    >
      <AuthoringSection id="model-texts" title={t('editor.sectionTexts')}>
        <BilingualText {...content.textPair('title', t('editor.fieldTitle'))} required maxLength={200} />
        <BilingualText {...content.textPair('benefit', t('editor.fieldBenefit'))} maxLength={300} />
        {richFields.map(([stem, label]) => (
          <BilingualRichText key={stem} {...content.richPair(stem, t(label), initial)} messages={messages} />
        ))}
      </AuthoringSection>

      <ClassificationSection id="model-codes" kit={kit} industries={industries} algorithms={algorithms} messages={messages} />

      <ModelCardFields id="model-card" {...cardFieldProps(content, initial.metrics)} messages={messages} disabled={authoring.disabled} />

      <AuthoringSection id="model-how" title={t('editor.sectionHowToUse')}>
        <HowToUseType registration={form.register('howToUseType')} messages={messages} />
        <HowToUseField
          type={howToUseType ?? 'SOURCE_CODE'}
          registration={form.register('howToUseContent')}
          messages={messages}
          error={errorOf(errors['howToUseContent'], t(howToUseType === 'URL' ? 'editor.howToUseUrlLabel' : 'editor.howToUseCodeLabel'))}
        />
      </AuthoringSection>

      <FilesSection id="model-files" group={files} limits={limits} lang={lang} messages={messages} disabled={authoring.disabled} />
    </AuthoringForm>
  );
}
