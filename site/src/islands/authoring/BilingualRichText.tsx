// Two rich-text editors of a bilingual field (an overview, an answer, a policy), side by side. Only the
// forms with rich text import it, so the editor never reaches a page without one.
import { useId } from 'react';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { ControlledField } from '../forms/use-schema-form.ts';
import { richTextEditorMessageKeys } from '../rich-text/rich-text-messages.ts';
import { RichTextEditor } from '../rich-text/RichTextEditor.tsx';
import { bilingualMessageKeys, ErrorText, Group, VariantLabel, variantLabel, variants, type Errors, type Required, type Variant } from './bilingual-parts.tsx';

export const bilingualRichMessageKeys = [...bilingualMessageKeys, ...richTextEditorMessageKeys] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof bilingualRichMessageKeys)[number], string>;

type RichProps = {
  field: string;
  /** The form's fields of the two variants (`field('overviewKr')`, `field('overviewEn')`). */
  fields: Record<Variant, ControlledField<string>>;
  /** The stored HTML of each variant when the form starts (edit pages). */
  initial: Record<Variant, string>;
  errors: Errors;
  messages: Messages;
  disabled?: boolean;
  /** Marked required (an FAQ's answer); most rich texts may stay empty. */
  required?: Required;
};

/** Two rich-text editors (overview, pain point…). */
export function BilingualRichText({ field, fields, initial, errors, messages, disabled, required = false }: RichProps) {
  const id = useId();
  return (
    <Group field={field} required={required} messages={messages}>
      {variants.map((variant) => {
        const labelId = `${id}-${variant}-label`;
        const errorId = `${id}-${variant}-error`;
        return (
          <div key={variant} className="form-field">
            <VariantLabel nameId={labelId} field={field} variant={variant} messages={messages} required={required === variant} />
            <RichTextEditor
              labelId={labelId}
              fieldLabel={variantLabel(field, variant, messages)}
              initialHtml={initial[variant]}
              onChange={fields[variant].onChange}
              onBlur={fields[variant].onBlur}
              messages={messages}
              describedBy={errors[variant] ? errorId : undefined}
              invalid={Boolean(errors[variant])}
              disabled={disabled}
            />
            <ErrorText id={errorId} text={errors[variant]} />
          </div>
        );
      })}
    </Group>
  );
}
