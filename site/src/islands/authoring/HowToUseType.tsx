// How a model or story is used (portal spec §3): a link to a guide (URL) or sample source code; the
// form shows an address input or a code area to match.
import { useId } from 'react';
import type { MessageKey } from '#core/i18n/translate.ts';
import { howToUseTypes } from '#core/schemas/content-save.ts';
import type { FieldRegistration } from '../forms/use-schema-form.ts';

export const howToUseTypeMessageKeys = ['editor.howToUseType', 'editor.howToUseUrl', 'editor.howToUseSourceCode'] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof howToUseTypeMessageKeys)[number], string>;

export type HowToUseKind = (typeof howToUseTypes)[number];

export function HowToUseType({ registration, messages, disabled }: { registration: FieldRegistration; messages: Messages; disabled?: boolean }) {
  const id = useId();
  const labels: Record<HowToUseKind, string> = { URL: messages['editor.howToUseUrl'], SOURCE_CODE: messages['editor.howToUseSourceCode'] };
  return (
    <fieldset className="authoring-radios">
      <legend className="authoring-legend">{messages['editor.howToUseType']}</legend>
      {howToUseTypes.map((type) => (
        <label key={type} className="form-check" htmlFor={`${id}-${type}`}>
          <input id={`${id}-${type}`} type="radio" value={type} disabled={disabled} {...registration} />
          <span>{labels[type]}</span>
        </label>
      ))}
    </fieldset>
  );
}
