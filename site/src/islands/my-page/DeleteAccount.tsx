// Account deletion on /my-page/info (portal spec §4: deletion is permanent): a dialog that says so and
// asks the password; then the member is signed out and goes home.
import { useState } from 'react';
import * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { deleteAccountSchema } from '#core/schemas/account.ts';
import { errorText, failureText } from '../forms/form-messages.ts';
import { TextField } from '../forms/TextField.tsx';
import { callApi } from '../lib/api-client.ts';
import { clearSignedIn, setFlash } from '../lib/local-session.ts';
import { formMessageKeys } from '../lib/message-keys.ts';
import { Dialog, dialogMessageKeys } from '../ui/Dialog.tsx';

export const deleteAccountMessageKeys = [
  'myPage.deleteAccount',
  'myPage.deleteTitle',
  'myPage.deleteBody',
  'field.password',
  ...dialogMessageKeys,
  ...formMessageKeys,
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof deleteAccountMessageKeys)[number], string>;

export function DeleteAccount({ lang, messages, homeHref }: { lang: Lang; messages: Messages; homeHref: string }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const confirm = async () => {
    if (busy) return;
    const parsed = v.safeParse(deleteAccountSchema, { password });
    if (!parsed.success) {
      setError(errorText(messages, { type: 'validate', message: parsed.issues[0].message }, messages['field.password'], 128));
      return;
    }
    setBusy(true);
    try {
      await callApi('DELETE /api/auth/delete-account', { body: parsed.output, lang });
      clearSignedIn();
      setFlash('auth.accountDeleted', 'success');
      window.location.assign(homeHref);
    } catch (failure) {
      setError(failureText(failure, messages));
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button mp-danger" onClick={() => setOpen(true)}>
        {messages['myPage.deleteAccount']}
      </button>
      <Dialog
        open={open}
        title={messages['myPage.deleteTitle']}
        messages={messages}
        onCancel={close}
        onOk={() => void confirm()}
        body={
          <form
            className="form-stack"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <p>{messages['myPage.deleteBody']}</p>
            <TextField
              label={messages['field.password']}
              type="password"
              autoComplete="current-password"
              maxLength={128}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
            />
          </form>
        }
      />
    </>
  );
}
