// The sign-up form (portal spec §3, §5; docs/identity.md, POST /api/public/sign-up). The shared
// `signUpFormSchema` checks it in the browser as the API does on the server; success goes to
// /check-email (portal spec §4).
import { useCallback, useState } from 'react';
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { signUpFormSchema } from '#core/schemas/account.ts';
import { memberHrefs } from '../../lib/member-paths.ts';
import { CountrySelect, type Country } from '../forms/CountrySelect.tsx';
import { errorText, failureText } from '../forms/form-messages.ts';
import { PhoneField } from '../forms/PhoneField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useFieldValue, useSchemaForm, type FieldErrors, type SchemaForm } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { showToast } from '../ui/toast-store.ts';
import { termAgreementOf, toggleAllConsents, toggleConsent, type ConsentId } from './consent.ts';
import type { registerMessageKeys } from './message-keys.ts';
import { NewPasswordFields } from './PasswordFields.tsx';
import './member.css';
import { TermsConsent } from './TermsConsent.tsx';

type Output = v.InferOutput<typeof signUpFormSchema>;
// the consent flags come from the boxes (consent.ts); "all required" is false until every one is ticked
type Values = Omit<v.InferInput<typeof signUpFormSchema>, 'historyTermAgreement'> & { historyTermAgreement: ReturnType<typeof termAgreementOf> };

type Messages = Record<(typeof registerMessageKeys)[number], string>;
type Props = { lang: Lang; messages: Messages; countries: readonly Country[] };

/**
 * The password, its live rules and its confirmation. It watches the password itself, so a keystroke
 * there re-renders these fields, not the whole form with its country list and terms (INP, bench/interaction.mjs).
 */
function PasswordSection({ control, errors, messages }: { control: SchemaForm<Values, Output>; errors: FieldErrors; messages: Messages }) {
  const value = useFieldValue(control, 'password');
  return <NewPasswordFields field="password" register={control.register} value={value} errors={errors} messages={messages} />;
}

/** The mobile number shows its own value: typing it re-renders this field alone, not the form (INP). */
function PhoneSection({ control, error, messages }: { control: SchemaForm<Values, Output>; error: string | undefined; messages: Messages }) {
  const phone = useFieldValue(control, 'phoneNumber');
  return <PhoneField {...control.field('phoneNumber')} value={phone} label={messages['field.phoneNumber']} hint={messages['signUp.phoneHint']} error={error} />;
}

export default function RegisterForm({ lang, messages, countries }: Props) {
  const hrefs = memberHrefs(lang);
  const [consents, setConsents] = useState<ReadonlySet<ConsentId>>(new Set());
  const { register, field, handleSubmit, control, setValue, formRef, formState } = useSchemaForm<Values, Output>({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/account.ts').then((schemas) => schemas.signUpFormSchema),
    validateOn: 'touched',
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      name: '',
      companyName: '',
      departmentName: '',
      phoneNumber: '',
      // Korean members mostly dial +82; the English form asks (Korea still comes first in the list)
      country: lang === 'ko' ? '+82' : '',
      secondaryEmail: '',
      historyTermAgreement: termAgreementOf(new Set(), lang),
    },
  });
  const { errors, isSubmitting, isSubmitted } = formState;
  const err = (error: Parameters<typeof errorText>[1], label: string, max?: number) => errorText(messages, error, label, max);

  const updateConsents = useCallback(
    (next: Set<ConsentId>) => {
      setConsents(next);
      setValue('historyTermAgreement', termAgreementOf(next, lang), { shouldValidate: isSubmitted });
    },
    [lang, isSubmitted, setValue],
  );
  // stable while the boxes do not change, so typing elsewhere leaves the memoised terms alone
  const onToggle = useCallback((id: ConsentId, on: boolean) => updateConsents(toggleConsent(consents, id, on, lang)), [consents, lang, updateConsents]);
  const onToggleAll = useCallback((on: boolean) => updateConsents(toggleAllConsents(on, lang)), [lang, updateConsents]);

  const submit = handleSubmit(async (values) => {
    const { confirmPassword: _confirm, ...payload } = values;
    try {
      await callApi('POST /api/public/sign-up', { body: payload, lang });
      window.location.assign(hrefs.checkEmail);
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
    }
  });

  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{messages['signUp.accountSection']}</legend>
        <TextField
          label={messages['field.username']}
          hint={messages['signUp.usernameHint']}
          error={err(errors['username'], messages['field.username'], 254)}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...register('username')}
        />
        <PasswordSection control={control} errors={errors} messages={messages} />
      </fieldset>

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
            initialIso={lang === 'ko' ? 'KR' : ''}
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

      <button className="button" type="submit" disabled={isSubmitting}>
        {isSubmitting ? messages['signUp.submitting'] : messages['signUp.submit']}
      </button>
    </form>
  );
}
