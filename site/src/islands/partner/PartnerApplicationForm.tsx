// The become-a-partner application (portal spec §3, §5; POST /api/public/register/partner): company,
// business types (several), name, contact number, e-mail, country (the sign-up's dialling list) and the
// privacy agreement, all required. The shared schema checks it here as the API does on the server; once
// sent, the form gives way to a confirmation that says where the answer will go (portal spec §4).
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import { businessTypeLabelKey, partnerBusinessTypes, type PartnerBusinessType } from '#core/partner-codes.ts';
import type { partnerApplicationSchema } from '#core/schemas/partner.ts';
import { CountrySelect, type Country } from '../forms/CountrySelect.tsx';
import { errorText, failureText } from '../forms/form-messages.ts';
import { PhoneField } from '../forms/PhoneField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useFieldValue, useSchemaForm, type FieldRegistration, type SchemaForm } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { showToast } from '../ui/toast-store.ts';
import type { partnerApplicationMessageKeys } from './message-keys.ts';
import '../forms/forms.css';
import './partner.css';

type Messages = Record<(typeof partnerApplicationMessageKeys)[number], string>;

type Output = v.InferOutput<typeof partnerApplicationSchema>;
type Values = Omit<v.InferInput<typeof partnerApplicationSchema>, 'isAgreePrivacy' | 'businessTypes'> & {
  isAgreePrivacy: boolean;
  businessTypes: PartnerBusinessType[];
};

type Props = { lang: Lang; messages: Messages; countries: readonly Country[] };

/** The contact number shows its own value: typing it re-renders this field alone. */
function ContactSection({ control, error, messages }: { control: SchemaForm<Values, Output>; error: string | undefined; messages: Messages }) {
  const value = useFieldValue(control, 'contact');
  return (
    <PhoneField
      {...control.field('contact')}
      value={value}
      label={messages['partner.field.contact']}
      hint={messages['partner.field.contactHint']}
      error={error}
    />
  );
}

/** The business types, several may be ticked (portal spec §5: at least one). */
function BusinessTypesField({
  types,
  onToggle,
  firstRef,
  error,
  messages,
}: {
  types: ReadonlySet<PartnerBusinessType>;
  onToggle: (type: PartnerBusinessType, on: boolean) => void;
  /** Takes the focus when the field is the first in error. */
  firstRef: FieldRegistration['ref'];
  error: string | undefined;
  messages: Messages;
}) {
  return (
    <fieldset className="partner-types" aria-describedby={`partner-types-hint${error ? ' partner-types-error' : ''}`} aria-invalid={error ? true : undefined}>
      <legend className="form-label">{messages['partner.field.businessTypes']}</legend>
      <p id="partner-types-hint" className="form-hint">
        {messages['partner.field.businessTypesHint']}
      </p>
      <div className="partner-type-grid">
        {partnerBusinessTypes.map((type) => (
          <label key={type} className="form-check">
            <input
              type="checkbox"
              name="businessTypes"
              value={type}
              checked={types.has(type)}
              onChange={(event) => onToggle(type, event.target.checked)}
              ref={type === partnerBusinessTypes[0] ? firstRef : undefined}
            />
            <span>{messages[businessTypeLabelKey(type)]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="partner-types-error" className="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The privacy text and its agreement, required. */
function PrivacyField({ registration, error, messages }: { registration: FieldRegistration; error: string | undefined; messages: Messages }) {
  return (
    <fieldset className="partner-privacy">
      <legend className="form-label">{messages['partner.privacyHeading']}</legend>
      <p id="partner-privacy-text" className="partner-privacy-text">
        {messages['partner.privacyText']}
      </p>
      <label className="form-check">
        <input
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={`partner-privacy-text${error ? ' partner-privacy-error' : ''}`}
        />
        <span>{messages['partner.field.privacy']}</span>
      </label>
      {error && (
        <p id="partner-privacy-error" className="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export default function PartnerApplicationForm({ lang, messages, countries }: Props) {
  const [types, setTypes] = useState<ReadonlySet<PartnerBusinessType>>(new Set());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const { register, field, handleSubmit, control, setValue, formRef, formState } = useSchemaForm<Values, Output>({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/partner.ts').then((schemas) => schemas.partnerApplicationSchema),
    validateOn: 'touched',
    defaultValues: { company: '', businessTypes: [], name: '', contact: '', email: '', country: lang === 'ko' ? '+82' : '', isAgreePrivacy: false },
  });
  const { errors, isSubmitting, isSubmitted } = formState;
  const err = (error: Parameters<typeof errorText>[1], label: string, max?: number) => {
    if (error && (error.message === 'partner.selectBusinessType' || error.message === 'partner.privacyRequired')) return messages[error.message];
    return errorText(messages, error, label, max);
  };

  const toggleType = useCallback(
    (type: PartnerBusinessType, on: boolean) => {
      const next = new Set(types);
      if (on) next.add(type);
      else next.delete(type);
      setTypes(next);
      // in the spec's order, whatever the order of the clicks
      setValue(
        'businessTypes',
        partnerBusinessTypes.filter((item) => next.has(item)),
        { shouldValidate: isSubmitted },
      );
    },
    [types, isSubmitted, setValue],
  );

  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const submit = handleSubmit(async (values) => {
    try {
      await callApi('POST /api/public/register/partner', { body: values, lang });
      setSentTo(values.email);
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
    }
  });

  if (sentTo) {
    return (
      <div className="partner-applied" role="status">
        <h2 ref={doneRef} tabIndex={-1}>
          {messages['partner.appliedHeading']}
        </h2>
        <p>{fillMessage(messages, 'partner.appliedText', { email: sentTo })}</p>
      </div>
    );
  }

  const typesError = err(errors['businessTypes'], messages['partner.field.businessTypes']);
  const privacyError = err(errors['isAgreePrivacy'], messages['partner.field.privacy']);
  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={messages['partner.field.company']}
        error={err(errors['company'], messages['partner.field.company'], 100)}
        autoComplete="organization"
        maxLength={100}
        {...register('company')}
      />
      <BusinessTypesField types={types} onToggle={toggleType} firstRef={field('businessTypes').ref} error={typesError} messages={messages} />
      <TextField
        label={messages['partner.field.name']}
        error={err(errors['name'], messages['partner.field.name'], 50)}
        autoComplete="name"
        maxLength={50}
        {...register('name')}
      />
      <div className="form-row">
        <CountrySelect
          {...field('country')}
          countries={countries}
          initialIso={lang === 'ko' ? 'KR' : ''}
          label={messages['partner.field.country']}
          placeholder={messages['partner.countryPlaceholder']}
          error={err(errors['country'], messages['partner.field.country'])}
        />
        <ContactSection control={control} error={err(errors['contact'], messages['partner.field.contact'])} messages={messages} />
      </div>
      <TextField
        label={messages['partner.field.email']}
        hint={messages['partner.field.emailHint']}
        error={err(errors['email'], messages['partner.field.email'], 254)}
        type="email"
        autoComplete="email"
        maxLength={254}
        {...register('email')}
      />
      <PrivacyField registration={register('isAgreePrivacy')} error={privacyError} messages={messages} />
      <button className="button" type="submit" disabled={isSubmitting}>
        {isSubmitting ? messages['partner.submitting'] : messages['partner.submit']}
      </button>
    </form>
  );
}
