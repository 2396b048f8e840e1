// One passkey of the list on /my-page/security (issue 34): its name, when it was added and last used, whether it is
// synced, and its rename (in place) and remove buttons, each described by the passkey's name for a screen reader.
import { useId, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { PasskeyView } from '#core/schemas/passkey.ts';
import { formatDate } from '../../lib/format.ts';
import { TextField } from '../forms/TextField.tsx';
import { fillMessage } from '../lib/fill-message.ts';
import type { PasskeyManagerMessages } from './messages.ts';
import { NAME_MAX } from './PasskeyAddForm.tsx';

type Props = {
  lang: Lang;
  messages: PasskeyManagerMessages;
  passkey: PasskeyView;
  /** Saves a new name; true when it was saved. */
  onRename: (passkey: PasskeyView, name: string) => Promise<boolean>;
  onRemove: (passkey: PasskeyView) => void;
};

export function PasskeyItem({ lang, messages, passkey, onRename, onRemove }: Props) {
  const nameId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const label = fillMessage(messages, 'passkey.renameLabel', { name: passkey.name });

  const save = async () => {
    const name = (draft ?? '').trim();
    if (!name) {
      setError(fillMessage(messages, 'validation.required', { field: messages['passkey.nameLabel'] }));
      return;
    }
    if (await onRename(passkey, name)) setDraft(null);
  };

  return (
    <li className="passkey-item">
      <div className="passkey-item-text">
        <strong id={nameId}>{passkey.name}</strong>
        <span>{fillMessage(messages, 'passkey.created', { date: formatDate(passkey.createdAt, lang) })}</span>
        <span>
          {passkey.lastUsedAt ? fillMessage(messages, 'passkey.lastUsed', { date: formatDate(passkey.lastUsedAt, lang) }) : messages['passkey.neverUsed']}
        </span>
        {passkey.backedUp && <span>{messages['passkey.synced']}</span>}
      </div>
      {draft === null ? (
        <div className="passkey-item-actions">
          <button type="button" className="button button--secondary" aria-describedby={nameId} onClick={() => setDraft(passkey.name)}>
            {messages['passkey.rename']}
          </button>
          <button type="button" className="button button--secondary" aria-describedby={nameId} onClick={() => onRemove(passkey)}>
            {messages['passkey.remove']}
          </button>
        </div>
      ) : (
        <form
          className="passkey-rename"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={label}
            error={error}
            maxLength={NAME_MAX}
            autoComplete="off"
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="passkey-item-actions">
            <button type="submit" className="button">
              {messages['passkey.save']}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setDraft(null)}>
              {messages['passkey.cancel']}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
