// The proof of an existing account before a sign-in provider is linked to it (issue 34, decision 054): the
// provider vouched for an address that has an account, and the provider's word alone links nothing. Its owner
// enters the account's password, or asks for a link by mail; the mailed link opens this page again with its
// `?token=`, in the browser the sign-in began in, and one click links the provider and signs in.
import { useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { PendingIdentity } from '#core/schemas/sign-in-provider.ts';
import { memberHrefs } from '../../lib/member-paths.ts';
import { errorText, failureText } from '../forms/form-messages.ts';
import { TextField } from '../forms/TextField.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { useBrowserValue } from '../lib/use-browser-value.ts';
import { showToast } from '../ui/toast-store.ts';
import type { providerLinkMessageKeys } from './message-keys.ts';
import { PendingMissing, usePendingIdentity } from './pending.tsx';
import { proceedAfterProvider } from './signed-in.ts';
import '../member/member.css';

type Messages = Record<(typeof providerLinkMessageKeys)[number], string>;
type Props = { lang: Lang; messages: Messages };

function PasswordProof({ lang, messages, pending }: Props & { pending: PendingIdentity }) {
  const [sentTo, setSentTo] = useState('');
  const [mailing, setMailing] = useState(false);
  const { formRef, ...form } = useSchemaForm({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/sign-in-provider.ts').then((schemas) => schemas.providerLinkPasswordSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const provider = messages[`provider.name.${pending.provider}`];

  const submit = form.handleSubmit(async (values) => {
    try {
      proceedAfterProvider(lang, (await callApi('POST /api/public/sign-in-providers/link', { body: values, lang })).data);
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
      form.setFocus('password');
    }
  });

  const mailLink = async () => {
    setMailing(true);
    try {
      setSentTo((await callApi('POST /api/public/sign-in-providers/link-mail', { lang })).data.sentTo);
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
    } finally {
      setMailing(false);
    }
  };

  return (
    <>
      <p>{fillMessage(messages, 'provider.link.lead', { email: pending.email, provider }, lang)}</p>
      <form ref={formRef} className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={messages['field.password']}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          error={errorText(messages, errors['password'], messages['field.password'], 128)}
          {...form.register('password')}
        />
        <button className="button" type="submit" disabled={isSubmitting}>
          {messages['provider.link.passwordSubmit']}
        </button>
      </form>
      <p className="form-actions">
        <button type="button" className="button button--secondary" disabled={mailing} onClick={() => void mailLink()}>
          {messages['provider.link.mailSubmit']}
        </button>
        <a href={memberHrefs(lang).forgetPassword}>{messages['login.findPassword']}</a>
      </p>
      <p role="status">{sentTo && fillMessage(messages, 'provider.link.mailSent', { sentTo }, lang)}</p>
    </>
  );
}

function MailedLinkProof({ lang, messages, pending, token }: Props & { pending: PendingIdentity; token: string }) {
  const [busy, setBusy] = useState(false);
  const provider = messages[`provider.name.${pending.provider}`];
  const confirm = async () => {
    setBusy(true);
    try {
      proceedAfterProvider(lang, (await callApi('POST /api/public/sign-in-providers/link-confirm', { body: { token }, lang })).data);
    } catch (error) {
      showToast({ type: 'error', message: failureText(error, messages) });
      setBusy(false);
    }
  };
  return (
    <>
      <p>{fillMessage(messages, 'provider.link.confirmLead', { provider }, lang)}</p>
      {/* a click, not the page's load: a mail client that opens links ahead of its reader links nothing */}
      <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
        {busy ? messages['provider.link.confirming'] : fillMessage(messages, 'provider.link.confirmSubmit', { provider }, lang)}
      </button>
    </>
  );
}

export default function ProviderLinkForm({ lang, messages }: Props) {
  const pending = usePendingIdentity(lang);
  const token = useBrowserValue(() => new URLSearchParams(window.location.search).get('token'));
  if (pending === 'missing' || (pending && !pending.accountExists)) return <PendingMissing lang={lang} messages={messages} />;
  if (!pending) return <p aria-busy="true">{messages['myPage.loading']}</p>;
  return token ? (
    <MailedLinkProof lang={lang} messages={messages} pending={pending} token={token} />
  ) : (
    <PasswordProof lang={lang} messages={messages} pending={pending} />
  );
}
