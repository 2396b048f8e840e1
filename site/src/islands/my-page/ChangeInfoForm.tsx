// /my-page/change-info (portal spec §2, §3, §5): name, company, department, mobile number (3-4-4 on
// screen, digits sent), country code, secondary e-mail and the optional consents, confirmed with a
// 6-digit code sent by mail; then "Update success" and back to /my-page/info.
import { useEffect, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { MyPageInfo } from '#core/schemas/account-answers.ts';
import type { EditMyPageInput } from '#core/schemas/account.ts';
import { errorText, failureText } from '../forms/form-messages.ts';
import { PhoneField } from '../forms/PhoneField.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useFieldValue, useSchemaForm, type FieldRegistration } from '../forms/use-schema-form.ts';
import { ApiFailure, callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { markSignedIn, setFlash, signedInMarker } from '../lib/local-session.ts';
import { flashMessageKeys, formMessageKeys, profileFieldMessageKeys } from '../lib/message-keys.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import { toastFailure } from './api-error.ts';
import { ConsentBoxes, consentBoxMessageKeys, type EditMyPageForm } from './ConsentBoxes.tsx';
import { loadMyPageInfo } from './my-page-api.ts';
import './my-page.css';

export const changeInfoMessageKeys = [
  'myPage.loading',
  'myPage.loadFailed',
  'myPage.phoneHint',
  'myPage.sendCode',
  'myPage.resendCode',
  'myPage.codeSentTo',
  'myPage.codeHint',
  'myPage.save',
  'myPage.back',
  ...profileFieldMessageKeys,
  'field.otp',
  'validation.code6',
  ...consentBoxMessageKeys,
  ...formMessageKeys,
  ...flashMessageKeys,
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof changeInfoMessageKeys)[number], string>;

export type CountryOption = { iso2: string; dialCode: string; name: string };
type Props = { lang: Lang; messages: Messages; countries: readonly CountryOption[]; infoHref: string };

const formValues = (info: MyPageInfo): EditMyPageForm => ({
  user: {
    name: info.name,
    companyName: info.companyName,
    departmentName: info.departmentName,
    phoneNumber: info.phoneNumber,
    country: info.country,
    secondaryEmail: info.secondaryEmail,
  },
  otp: '',
  historyTermAgreement: {
    isAgreeOptionalItem4: info.historyTermAgreement.isAgreeOptionalItem4,
    isAgreeOptionalItem5: info.historyTermAgreement.isAgreeItem5,
    isAgreeOptionalItem6: info.historyTermAgreement.isAgreeOptionalItem6,
    isAgreeOptionalItem61: info.historyTermAgreement.isAgreeOptionalItem61,
    isAgreeOptionalItem62: info.historyTermAgreement.isAgreeOptionalItem62,
    isAgreeOptionalItem63: info.historyTermAgreement.isAgreeOptionalItem63,
  },
});

/** The fields before my page's answer arrives (the form shows "loading" until then). */
const blankValues: EditMyPageForm = {
  user: { name: '', companyName: '', departmentName: '', phoneNumber: '', country: '', secondaryEmail: '' },
  otp: '',
};

export function ChangeInfoForm({ lang, messages, countries, infoHref }: Props) {
  useFlashToast(messages);
  const [info, setInfo] = useState<MyPageInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { formRef, ...form } = useSchemaForm<EditMyPageForm, EditMyPageInput>({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/account.ts').then((schemas) => schemas.editMyPageSchema),
    defaultValues: blankValues,
  });
  const { errors, isSubmitting } = form.formState;
  const phone = useFieldValue(form.control, 'user.phoneNumber');
  const { reset } = form;

  useEffect(() => {
    loadMyPageInfo(lang)
      .then((loaded) => {
        if (!loaded) return;
        setInfo(loaded);
        reset(formValues(loaded));
      })
      .catch(() => setFailed(true));
  }, [lang, reset]);

  const sendCode = async () => {
    setSending(true);
    try {
      const answer = await callApi('POST /api/auth/get-mypage-otp', { lang });
      setSentTo(answer.data.sentTo);
      form.setFocus('otp');
    } catch (failure) {
      toastFailure(failure, messages);
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await callApi('PUT /api/auth/edit-my-page', { body: values, lang });
      const marker = signedInMarker();
      if (marker) markSignedIn({ ...marker, name: values.user.name });
      setFlash('auth.updateSuccess', 'success');
      window.location.assign(infoHref);
    } catch (failure) {
      // a wrong or expired code belongs to the code field; anything else is a toast
      if (failure instanceof ApiFailure && failure.status === 400) form.setError('otp', { message: failureText(failure, messages) }, { shouldFocus: true });
      else toastFailure(failure, messages);
    }
  });

  if (failed) return <p role="alert">{messages['myPage.loadFailed']}</p>;
  if (!info) return <p aria-busy="true">{messages['myPage.loading']}</p>;

  return (
    <form ref={formRef} className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={messages['field.username']} value={info.username} readOnly autoComplete="username" />
      <TextField
        label={messages['field.name']}
        autoComplete="name"
        maxLength={50}
        error={errorText(messages, errors['user.name'], messages['field.name'], 50)}
        {...form.register('user.name')}
      />
      <TextField
        label={messages['field.companyName']}
        autoComplete="organization"
        maxLength={100}
        error={errorText(messages, errors['user.companyName'], messages['field.companyName'], 100)}
        {...form.register('user.companyName')}
      />
      <TextField
        label={messages['field.departmentName']}
        optionalText={messages['signUp.optional']}
        maxLength={100}
        error={errorText(messages, errors['user.departmentName'], messages['field.departmentName'], 100)}
        {...form.register('user.departmentName')}
      />
      <div className="form-row">
        <DialCodeSelect
          label={messages['field.country']}
          countries={countries}
          error={errorText(messages, errors['user.country'], messages['field.country'])}
          {...form.register('user.country')}
        />
        <PhoneField
          {...form.field('user.phoneNumber')}
          value={phone}
          label={messages['field.phoneNumber']}
          hint={messages['myPage.phoneHint']}
          error={errorText(messages, errors['user.phoneNumber'], messages['field.phoneNumber'])}
        />
      </div>
      <TextField
        label={messages['field.secondaryEmail']}
        optionalText={messages['signUp.optional']}
        type="email"
        autoComplete="email"
        maxLength={254}
        error={errorText(messages, errors['user.secondaryEmail'], messages['field.secondaryEmail'], 254)}
        {...form.register('user.secondaryEmail')}
      />
      <ConsentBoxes lang={lang} messages={messages} control={form.control} />
      <ConfirmationCode
        messages={messages}
        sentTo={sentTo}
        sending={sending}
        onSend={() => void sendCode()}
        error={errorText(messages, errors['otp'], messages['field.otp'])}
        {...form.register('otp')}
      />
      <div className="form-actions">
        <button className="button" type="submit" disabled={isSubmitting}>
          {messages['myPage.save']}
        </button>
        <a className="button button--secondary" href={infoHref}>
          {messages['myPage.back']}
        </a>
      </div>
    </form>
  );
}

type DialCodeSelectProps = FieldRegistration & { label: string; countries: readonly CountryOption[]; error: string | undefined };

/** The country code of the mobile number, kept as the stored dial code (forms/CountrySelect keeps the country and needs one to start from). */
function DialCodeSelect({ label, countries, error, ...registration }: DialCodeSelectProps) {
  return (
    <div className="form-field">
      <label htmlFor="mp-country">{label}</label>
      <select
        id="mp-country"
        className="form-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'mp-country-error' : undefined}
        {...registration}
      >
        {countries.map((country) => (
          <option key={country.iso2} value={country.dialCode}>
            {`${country.name} (${country.dialCode})`}
          </option>
        ))}
      </select>
      {error && (
        <p id="mp-country-error" className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}

type ConfirmationCodeProps = FieldRegistration & {
  messages: Messages;
  sentTo: string | null;
  sending: boolean;
  onSend: () => void;
  error: string | undefined;
};

/** The 6-digit code sent by mail that confirms the change, its send button and where it went. */
function ConfirmationCode({ messages, sentTo, sending, onSend, error, ...registration }: ConfirmationCodeProps) {
  return (
    <>
      <div className="mp-code">
        <TextField
          label={messages['field.otp']}
          hint={messages['myPage.codeHint']}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={error}
          {...registration}
        />
        <button className="button button--secondary" type="button" onClick={onSend} disabled={sending}>
          {sentTo ? messages['myPage.resendCode'] : messages['myPage.sendCode']}
        </button>
      </div>
      <p className="mp-status" role="status">
        {sentTo ? fillMessage(messages, 'myPage.codeSentTo', { email: sentTo }) : ''}
      </p>
    </>
  );
}
