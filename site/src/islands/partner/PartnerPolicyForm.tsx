// The partner policy's editor (portal spec §2 /partner/partner-policy-register, §6): the policy in Korean
// and English with the rich-text editor, validated with the API's schema; a save goes back to the policy.
// A failure keeps the reader on the form with everything entered and says what went wrong.
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { partnerPolicySchema } from '#core/schemas/partner.ts';
import { localizePath } from '../../lib/urls.ts';
import { BilingualRichText, pairErrors } from '../authoring/BilingualFields.tsx';
import { FormActions } from '../authoring/FormActions.tsx';
import { sharedFormMessageKeys } from '../authoring/messages.ts';
import { fieldOfMessage } from '../authoring/save-flow.ts';
import { savingFailureText, useAuthoring } from '../authoring/use-authoring.ts';
import { errorText } from '../forms/form-messages.ts';
import { useSchemaForm, type FieldError } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { setFlash } from '../lib/local-session.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import '../forms/forms.css';
import '../authoring/authoring.css';

export const partnerPolicyFormMessageKeys = [
  ...sharedFormMessageKeys,
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
  const { formRef, ...form } = useSchemaForm<Values, Output>({
    unavailableMessage: messages['common.networkError'],
    schema: () => Promise.resolve(partnerPolicySchema),
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  const authoring = useAuthoring(lang, messages, isDirty);
  const policyHref = localizePath(POLICY_PATH, lang);
  const label = messages['partner.policyTitle'];
  const errorOf = (error: FieldError | undefined, name: string) => (error?.type === 'text' ? error.message : errorText(messages, error, name));

  const submit = form.handleSubmit(async (values) => {
    if (authoring.busy !== 'idle') return;
    authoring.setBusy('saving');
    try {
      await callApi<null>('/api/partner/partner-policy', { method: 'PUT', body: values, lang });
      setFlash('resources.updateSuccess', 'success');
      authoring.leave(policyHref);
    } catch (failure) {
      const text = savingFailureText(failure, messages);
      authoring.fail(failure);
      if (fieldOfMessage(text, [['contentKr', [messages['partner.policyRequired']]]] as const)) {
        form.setError('contentKr', { type: 'text', message: text }, { shouldFocus: true });
      }
    }
  });

  const disabled = authoring.busy !== 'idle';
  return (
    <form ref={formRef} className="authoring-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={disabled || undefined}>
      <p className="form-hint">{messages['editor.requiredNote']}</p>
      <section className="authoring-section" aria-labelledby="partner-policy-texts">
        <h2 id="partner-policy-texts">{messages['editor.sectionTexts']}</h2>
        <BilingualRichText
          field={label}
          fields={{ Kr: form.field('contentKr'), En: form.field('contentEn') }}
          initial={{ Kr: initial.contentKr, En: initial.contentEn }}
          errors={pairErrors(errorOf, label, messages, { Kr: errors['contentKr'], En: errors['contentEn'] })}
          messages={messages}
          disabled={disabled}
          required
        />
      </section>
      <FormActions messages={messages} busy={authoring.busy} progress={authoring.progress} onLeave={() => authoring.leave(policyHref)} />
    </form>
  );
}
