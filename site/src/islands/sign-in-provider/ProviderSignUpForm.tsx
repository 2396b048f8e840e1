// A new person's sign-up after a sign-in provider (issue 34; portal spec §3): the address the provider verified,
// shown, not typed; what the spec requires and the provider did not give (company, department, name, mobile,
// country: the provider's values filled in where it gave them); the consents and the age confirmation of the
// page's language. The shared `providerSignUpSchema` checks it as the API does; the account is made active,
// linked and signed in, and the browser goes where the sign-in was going.
import { useCallback, useEffect, useState } from 'react';
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { PendingIdentity, providerSignUpSchema } from '#core/schemas/sign-in-provider.ts';
import { localizePath } from '../../lib/urls.ts';
import { CountrySelect, type Country } from '../forms/CountrySelect.tsx';
import { errorText, failureText } from '../forms/form-messages.ts';
import { PhoneField } from '../forms/PhoneField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useFieldValue, useSchemaForm, type SchemaForm } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { termAgreementOf, toggleAllConsents, toggleConsent, type ConsentId } from '../member/consent.ts';
import { TermsConsent } from '../member/TermsConsent.tsx';
import { showToast } from '../ui/toast-store.ts';
import type { providerSignUpMessageKeys } from './message-keys.ts';
import { PendingMissing, usePendingIdentity } from './pending.tsx';
import { proceedAfterProvider } from './signed-in.ts';
import '../member/member.css';

type Output = v.InferOutput<typeof providerSignUpSchema>;
type Values = Omit<v.InferInput<typeof providerSignUpSchema>, 'historyTermAgreement'> & { historyTermAgreement: ReturnType<typeof termAgreementOf> };
type Messages = Record<(typeof providerSignUpMessageKeys)[number], string>;
type Props = { lang: Lang; messages: Messages; countries: readonly Country[] };

/** The mobile number shows its own value: typing it re-renders this field alone (INP). */
function PhoneSection({ control, error, messages }: { control: SchemaForm<Values, Output>; error: string | undefined; messages: Messages }) {
  const phone = useFieldValue(control, 'phoneNumber');
  return <PhoneField {...control.field('phoneNumber')} value={phone} label={messages['field.phoneNumber']} hint={messages['signUp.phoneHint']} error={error} />;
}

function SignUpForm({ lang, messages, countries, pending }: Props & { pending: PendingIdentity }) {
  const [consents, setConsents] = useState<ReadonlySet<ConsentId>>(new Set());
  // the provider's dialling prefix picks its first country (Korea for +82); none given: Korea on the Korean page
  const country = pending.country || (lang === 'ko' ? '+82' : '');
  const initialIso = countries.find((item) => item.dialCode === country)?.iso2 ?? '';
  const { register, field, handleSubmit, control, setValue, formRef, formState } = useSchemaForm<Values, Output>({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/sign-in-provider.ts').then((schemas) => schemas.providerSignUpSchema),
    validateOn: 'touched',
    defaultValues: {
      name: pending.name,
      companyName: '',
      departmentName: '',
      phoneNumber: pending.phoneNumber,
      country,
      secondaryEmail: '',
      historyTermAgreement: termAgreementOf(new Set(), lang),
    },
  });
  const { errors, isSubmitting, isSubmitted } = formState;
  const err = (error: Parameters<typeof errorText>[1], label: string, max?: number) => errorText(messages, error, label, max);
  const provider = messages[`provider.name.${pending.provider}`];

  const updateConsents = useCallback(
    (next: Set<ConsentId>) => {
      setConsents(next);
      setValue('historyTermAgreement', termAgreementOf(next, lang), { shouldValidate: isSubmitted });
    },
    [lang, isSubmitted, setValue],
  );
  const onToggle = useCallback((id: ConsentId, on: boolean) => updateConsents(toggleConsent(consents, id, on, lang)), [consents, lang, updateConsents]);
  const onToggleAll = useCallback((on: boolean) => updateConsents(toggleAllConsents(on, lang)), [lang, updateConsents]);

  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await callApi('POST /api/public/sign-in-providers/sign-up', { body: values, lang });
      proceedAfterProvider(lang, data);
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
    }
  });

  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
      <p>{fillMessage(messages, 'provider.signUp.lead', { provider }, lang)}</p>
      <TextField
        label={fillMessage(messages, 'provider.signUp.emailLabel', { provider }, lang)}
        type="email"
        value={pending.email}
        readOnly
        name="providerEmail"
      />
      <fieldset>
        <legend>{messages['signUp.profileSection']}</legend>
        <TextField
          label={messages['field.name']}
          error={err(errors['name'], messages['field.name'], 50)}
          autoComplete="name"
          maxLength={50}
          {...register('name')}
        />
        <TextField
          label={messages['field.companyName']}
          error={err(errors['companyName'], messages['field.companyName'], 100)}
          autoComplete="organization"
          maxLength={100}
          {...register('companyName')}
        />
        <TextField
          label={messages['field.departmentName']}
          optionalText={messages['signUp.optional']}
          error={err(errors['departmentName'], messages['field.departmentName'], 100)}
          maxLength={100}
          {...register('departmentName')}
        />
        <div className="form-row">
          <CountrySelect
            {...field('country')}
            countries={countries}
            initialIso={initialIso}
            label={messages['field.country']}
            placeholder={messages['signUp.countryPlaceholder']}
            error={err(errors['country'], messages['field.country'])}
          />
          <PhoneSection control={control} error={err(errors['phoneNumber'], messages['field.phoneNumber'])} messages={messages} />
        </div>
        <TextField
          label={messages['field.secondaryEmail']}
          optionalText={messages['signUp.optional']}
          hint={messages['signUp.secondaryEmailHint']}
          error={err(errors['secondaryEmail'], messages['field.secondaryEmail'], 254)}
          type="email"
          autoComplete="off"
          maxLength={254}
          {...register('secondaryEmail')}
        />
      </fieldset>
      <TermsConsent
        lang={lang}
        checked={consents}
        onToggle={onToggle}
        onToggleAll={onToggleAll}
        error={err(errors['historyTermAgreement.isAgreeRequiredTerms'], messages['terms.section'])}
        messages={messages}
      />
      <p className="form-hint">{fillMessage(messages, 'provider.signUp.passwordNote', { provider }, lang)}</p>
      <button className="button" type="submit" disabled={isSubmitting}>
        {isSubmitting ? messages['provider.signUp.submitting'] : messages['provider.signUp.submit']}
      </button>
    </form>
  );
}

export default function ProviderSignUpForm(props: Props) {
  const pending = usePendingIdentity(props.lang);
  const hasAccount = pending !== null && pending !== 'missing' && pending.accountExists;
  // the address has an account (made meanwhile): its owner proves it instead of signing up
  useEffect(() => {
    if (hasAccount) window.location.assign(localizePath('/login-provider', props.lang));
  }, [hasAccount, props.lang]);
  if (pending === 'missing') return <PendingMissing lang={props.lang} messages={props.messages} />;
  if (!pending || hasAccount) return <p aria-busy="true">{props.messages['myPage.loading']}</p>;
  return <SignUpForm {...props} pending={pending} />;
}
