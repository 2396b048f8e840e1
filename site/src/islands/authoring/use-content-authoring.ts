// The wiring every content form repeats around its own fields (portal spec §4, §5): the schema form and
// the save state (dirty when a field or a file group changed), the frame's props, the item an edit saves
// to, Delete on the edit page only, and a failure shown on its field or next to the form's files.
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import { updateTarget } from '#core/schemas/content-save.ts';
import type { FieldPath } from '../forms/use-schema-form.ts';
import type { sharedFormMessageKeys } from './messages.ts';
import { attachmentRuleMessages, placeFailure } from './place-failure.ts';
import type { DeleteCall } from './save-call.ts';
import { useAuthoring } from './use-authoring.ts';
import { useContentForm } from './use-content-form.ts';
import type { FileGroupState } from './use-file-group.ts';

type Messages = Record<(typeof sharedFormMessageKeys)[number], string>;

/** What a content form's page gives it: a registration, or the edit of the item `id`. */
export type ContentFormProps<M, I> = { lang: Lang; messages: M; mode: 'registration' | 'edit'; id?: number | undefined; initial: I };

type FilePlaces = readonly (readonly [FileGroupState, readonly string[]])[];

export function useContentAuthoring<V extends object, O>(
  schema: v.GenericSchema<unknown, O>,
  defaultValues: V,
  { lang, messages, mode, id }: Omit<ContentFormProps<Messages, unknown>, 'initial'>,
  groups: readonly FileGroupState[] = [],
) {
  const content = useContentForm<V, O>(schema, defaultValues, messages);
  const authoring = useAuthoring(lang, messages, content.form.formState.isDirty || groups.some((group) => group.changed));
  return {
    content,
    form: content.form,
    errors: content.errors,
    errorOf: content.errorOf,
    authoring,
    /** The item an edit saves to; undefined for a create (the spec's rule, isCreate). */
    target: updateTarget(mode, id),
    /** The AuthoringForm props every content form passes the same way. */
    frame: { authoring, messages, formRef: content.formRef },
    /** Delete, on the edit page only. */
    removal: (title: string, call: (id: number) => DeleteCall, listHref: string) =>
      mode === 'edit' && id !== undefined ? { title, call: call(id), listHref } : undefined,
    /** A save's onFailure: each field with its messages; the files with the attachment rules unless said. */
    onFailure:
      (fields: readonly (readonly [FieldPath<V>, readonly string[]])[], files: FilePlaces = groups.map((group) => [group, attachmentRuleMessages(messages)])) =>
      (failure: unknown, text: string) =>
        placeFailure(failure, text, { fields, files, onField: content.showOnField }),
  };
}
