// The partner policy's editor (portal spec §2 /partner/partner-policy-register, §6): the policy in Korean
// and English with the rich-text editor, validated with the API's schema; a save goes back to the policy.
// A failure keeps the reader on the form with everything entered and says what went wrong.
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { partnerPolicySchema } from '#core/schemas/partner.ts';
import { localizePath } from '../../lib/urls.ts';
import { AuthoringForm } from '../authoring/AuthoringForm.tsx';
import { AuthoringSection } from '../authoring/AuthoringSection.tsx';
import { BilingualRichText } from '../authoring/BilingualRichText.tsx';
import { sharedFormMessageKeys } from '../authoring/messages.ts';
import { placeFailure } from '../authoring/place-failure.ts';
import { useAuthoring } from '../authoring/use-authoring.ts';
import { useContentForm } from '../authoring/use-content-form.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import { richTextEditorMessageKeys } from '../rich-text/rich-text-messages.ts';

export const partnerPolicyFormMessageKeys = [
  ...sharedFormMessageKeys,
  ...richTextEditorMessageKeys,
  'partner.policyTitle',
  'partner.policyRequired',
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof partnerPolicyFormMessageKeys)[number], string>;

type Values = v.InferInput<typeof partnerPolicySchema>;
type Output = v.InferOutput<typeof partnerPolicySchema>;

const POLICY_PATH = '/partner/partner-policy';

type Props = { lang: Lang; messages: Messages; initial: Values };

export function PartnerPolicyForm({ lang, messages, initial }: Props) {
  useFlashToast(messages);
  const content = useContentForm<Values, Output>(partnerPolicySchema, initial, messages);
  const { form } = content;
  const authoring = useAuthoring(lang, messages, form.formState.isDirty);
  const policyHref = localizePath(POLICY_PATH, lang);

  const submit = form.handleSubmit((values) =>
    authoring.save({
      call: () => ({ key: 'PUT /api/partner/partner-policy', body: values }),
      leaveTo: () => policyHref,
      onFailure: (failure, text) =>
        placeFailure(failure, text, { fields: [['contentKr', [messages['partner.policyRequired']]]], onField: content.showOnField }),
    }),
  );

  return (
    <AuthoringForm authoring={authoring} messages={messages} formRef={content.formRef} onSubmit={submit} cancelHref={policyHref}>
      <AuthoringSection id="partner-policy-texts" title={messages['editor.sectionTexts']}>
        <BilingualRichText
          {...content.richPair('content', messages['partner.policyTitle'], initial)}
          messages={messages}
          disabled={authoring.disabled}
          required
        />
      </AuthoringSection>
    </AuthoringForm>
  );
}
