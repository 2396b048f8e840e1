// A model's how-to-use content (portal spec §3): the address of a guide, or sample code in a plain
// text area (kept as typed; the detail page shows it in a code block).
import { useId } from 'react';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { FieldRegistration } from '../forms/use-schema-form.ts';
import type { HowToUseKind } from './HowToUseType.tsx';

export const howToUseFieldMessageKeys = [
  'editor.howToUseUrlLabel',
  'editor.howToUseUrlHint',
  'editor.howToUseCodeLabel',
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof howToUseFieldMessageKeys)[number], string>;

type Props = { type: HowToUseKind; registration: FieldRegistration; messages: Messages; error?: string | undefined; disabled?: boolean };

export function HowToUseField({ type, registration, messages, error, disabled }: Props) {
  const id = useId();
  const describedBy = [type === 'URL' ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    disabled,
    className: type === 'URL' ? 'form-input' : 'form-input authoring-code',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...registration,
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>{type === 'URL' ? messages['editor.howToUseUrlLabel'] : messages['editor.howToUseCodeLabel']}</label>
      {type === 'URL' ? (
        <input type="url" inputMode="url" maxLength={2000} autoComplete="url" {...common} />
      ) : (
        <textarea rows={10} spellCheck={false} {...common} />
      )}
      {type === 'URL' && (
        <p id={`${id}-hint`} className="form-hint">
          {messages['editor.howToUseUrlHint']}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
