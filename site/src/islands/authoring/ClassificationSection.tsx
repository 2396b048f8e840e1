// The classification of a model or story (portal spec §5): industries and algorithms, both required,
// kept in the form as the spec's comma-separated code lists (industryCd, algorithmCd).
import type { MessageKey } from '#core/i18n/translate.ts';
import type { ErrorOf } from '../forms/form-messages.ts';
import { useFieldValue, type ControlledField, type FieldErrors, type SchemaForm } from '../forms/use-schema-form.ts';
import { CodeChecklist, codeChecklistMessageKeys, type Option } from './CodeChecklist.tsx';

export const classificationMessageKeys = [
  'editor.sectionClassification',
  'editor.fieldIndustry',
  'editor.fieldAlgorithm',
  ...codeChecklistMessageKeys,
] as const satisfies readonly MessageKey[];

type Messages = Record<(typeof classificationMessageKeys)[number], string>;

/** The part of a model's or story's form this section fills. */
type CodeLists = { industryCd: string; algorithmCd: string };
type CodeListsForm = Pick<SchemaForm<CodeLists>, 'getValues' | 'subscribeField'> & { field: (name: keyof CodeLists) => ControlledField<string> };

type Props = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  control: CodeListsForm;
  industries: readonly Option[];
  algorithms: readonly Option[];
  /** The form's errors (those of the two code lists are shown). */
  errors: FieldErrors;
  errorOf: ErrorOf;
  messages: Messages;
};

const splitCodes = (value: unknown) => (typeof value === 'string' ? value.split(',').filter(Boolean) : []);

/** One required code list; it alone re-renders when its codes change. */
function CodeField({
  control,
  name,
  legend,
  options,
  error,
  messages,
}: {
  control: CodeListsForm;
  name: keyof CodeLists;
  legend: string;
  options: readonly Option[];
  error: string | undefined;
  messages: Messages;
}) {
  const value = useFieldValue(control, name);
  const field = control.field(name);
  return (
    <CodeChecklist
      legend={legend}
      options={options}
      selected={splitCodes(value)}
      onChange={(codes) => field.onChange(codes.join(','))}
      onBlur={field.onBlur}
      messages={messages}
      required
      error={error}
    />
  );
}

export function ClassificationSection({ id, control, industries, algorithms, errors, errorOf, messages }: Props) {
  const industry = messages['editor.fieldIndustry'];
  const algorithm = messages['editor.fieldAlgorithm'];
  const fields = [
    { name: 'industryCd', legend: industry, options: industries, error: errorOf(errors['industryCd'], industry) },
    { name: 'algorithmCd', legend: algorithm, options: algorithms, error: errorOf(errors['algorithmCd'], algorithm) },
  ] as const;
  return (
    <section className="authoring-section" aria-labelledby={id}>
      <h2 id={id}>{messages['editor.sectionClassification']}</h2>
      {fields.map(({ name, legend, options, error }) => (
        <CodeField key={name} control={control} name={name} legend={legend} options={options} error={error} messages={messages} />
      ))}
    </section>
  );
}
