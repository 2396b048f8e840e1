// The marks of a required field in the authoring forms: a star with "(required)" for a screen reader, or
// the catalogue's word shown after the label (the community and partner forms, whose lead explains it;
// aria-required says it to a screen reader).
import type { MessageKey } from '#core/i18n/translate.ts';

export const requiredMarkMessageKeys = ['editor.requiredMark'] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof requiredMarkMessageKeys)[number], string>;

export function RequiredMark({ messages }: { messages: Messages }) {
  return (
    <span className="authoring-required">
      {' '}
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">({messages['editor.requiredMark']})</span>
    </span>
  );
}

export function RequiredWord({ messages }: { messages: Messages }) {
  return (
    <>
      {' '}
      <span aria-hidden="true">{messages['editor.requiredMark']}</span>
    </>
  );
}
