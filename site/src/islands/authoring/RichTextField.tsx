// One rich-text field of an authoring form (a post's content, a question, a shared item's description):
// the editor named by its label, its error tied to it. Only the forms that hold rich text import it, so
// the editor never reaches a page without one.
import { useId, type ReactNode } from 'react';
import type { richTextEditorMessageKeys } from '../rich-text/rich-text-messages.ts';
import { RichTextEditor } from '../rich-text/RichTextEditor.tsx';

type Props = {
  label: string;
  /** The form's required mark after the label. */
  mark?: ReactNode;
  /** The label's look: a field's label, or a section's legend (a shared item's description). */
  labelClassName?: 'form-label' | 'authoring-legend';
  /** The stored HTML when the form starts. */
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  messages: Record<(typeof richTextEditorMessageKeys)[number], string>;
  error?: string | undefined;
  /** Names the field for the form's own focus on its first error. */
  dataField?: string;
  disabled?: boolean;
};

export function RichTextField({
  label,
  mark,
  labelClassName = 'form-label',
  initialHtml,
  onChange,
  onBlur,
  messages,
  error,
  dataField,
  disabled = false,
}: Props) {
  const id = useId();
  return (
    <div className="form-field" data-field={dataField}>
      <span className={labelClassName} id={`${id}-label`}>
        {label}
        {mark}
      </span>
      <RichTextEditor
        labelId={`${id}-label`}
        fieldLabel={label}
        initialHtml={initialHtml}
        onChange={onChange}
        {...(onBlur ? { onBlur } : {})}
        messages={messages}
        describedBy={error ? `${id}-error` : undefined}
        invalid={Boolean(error)}
        disabled={disabled}
      />
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
