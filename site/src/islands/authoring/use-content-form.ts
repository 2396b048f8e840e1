// The schema side of an authoring form (portal spec §5): its values checked with the API's own schema
// (core/schemas/), each error in the page's language, a server's message shown on its field, and the
// bilingual pairs of a field (`titleKr`, `titleEn`) wired for BilingualText and BilingualRichText.
import type * as v from 'valibot';
import { fieldErrorText, type FormMessages } from '../forms/form-messages.ts';
import { useSchemaForm, type ControlledField, type FieldPath } from '../forms/use-schema-form.ts';
import { pairErrors, type BilingualMessages } from './bilingual-parts.tsx';

type Messages = FormMessages & BilingualMessages;
type ControlledText = ControlledField<string>;

export function useContentForm<V extends object, O>(schema: v.GenericSchema<unknown, O>, defaultValues: V, messages: Messages) {
  const { formRef, ...form } = useSchemaForm<V, O>({
    unavailableMessage: messages['common.networkError'],
    // the authoring code holds its schema already: nothing to load later
    schema: () => Promise.resolve(schema),
    defaultValues,
  });
  const { errors } = form.formState;
  const errorOf = fieldErrorText(messages);
  const name = (stem: string, variant: 'Kr' | 'En') => `${stem}${variant}` as FieldPath<V>;
  const pairOf = (stem: string, label: string) => pairErrors(errorOf, label, messages, { Kr: errors[`${stem}Kr`], En: errors[`${stem}En`] });
  return {
    form,
    formRef,
    errors,
    errorOf,
    /** Shows a server's message on its field and moves the focus there. */
    showOnField: (field: FieldPath<V>, text: string) => form.setError(field, { type: 'text', message: text }, { shouldFocus: true }),
    /** The props of a BilingualText for `<stem>Kr` and `<stem>En`. */
    textPair: (stem: string, label: string) => ({
      field: label,
      registrations: { Kr: form.register(name(stem, 'Kr')), En: form.register(name(stem, 'En')) },
      errors: pairOf(stem, label),
      messages,
    }),
    /** The props of a BilingualRichText for `<stem>Kr` and `<stem>En`, starting from the stored HTML. */
    richPair: (stem: string, label: string, initial: Readonly<Record<string, unknown>>) => {
      const html = (variant: 'Kr' | 'En') => {
        const value = initial[`${stem}${variant}`];
        return typeof value === 'string' ? value : '';
      };
      return {
        field: label,
        fields: { Kr: form.field(name(stem, 'Kr')) as ControlledText, En: form.field(name(stem, 'En')) as ControlledText },
        initial: { Kr: html('Kr'), En: html('En') },
        errors: pairOf(stem, label),
      };
    },
  };
}
