// The classification of a model or story (portal spec §5): industries and algorithms, both required,
// kept in the form as the spec's comma-separated code lists (industryCd, algorithmCd).
import { Controller, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { ErrorOf } from './BilingualFields.tsx';
import { CodeChecklist, codeChecklistMessageKeys, type Option } from './CodeChecklist.tsx';

export const classificationMessageKeys = [
  'editor.sectionClassification',
  'editor.fieldIndustry',
  'editor.fieldAlgorithm',
  ...codeChecklistMessageKeys,
] as const satisfies readonly MessageKey[];

type Props<T extends FieldValues> = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  control: Control<T>;
  industries: readonly Option[];
  algorithms: readonly Option[];
  /** The form's errors of the two code lists. */
  errors: { industryCd?: FieldError | undefined; algorithmCd?: FieldError | undefined };
  errorOf: ErrorOf;
  messages: Record<(typeof classificationMessageKeys)[number], string>;
};

const splitCodes = (value: unknown) => (typeof value === 'string' ? value.split(',').filter(Boolean) : []);

export function ClassificationSection<T extends FieldValues>({ id, control, industries, algorithms, errors, errorOf, messages }: Props<T>) {
  const industry = messages['editor.fieldIndustry'];
  const algorithm = messages['editor.fieldAlgorithm'];
  const fields = [
    { name: 'industryCd', legend: industry, options: industries, error: errorOf(errors.industryCd, industry) },
    { name: 'algorithmCd', legend: algorithm, options: algorithms, error: errorOf(errors.algorithmCd, algorithm) },
  ] as const;
  return (
    <section className="authoring-section" aria-labelledby={id}>
      <h2 id={id}>{messages['editor.sectionClassification']}</h2>
      {fields.map(({ name, legend, options, error }) => (
        <Controller
          key={name}
          control={control}
          name={name as FieldPath<T>}
          render={({ field }) => (
            <CodeChecklist
              legend={legend}
              options={options}
              selected={splitCodes(field.value)}
              onChange={(codes) => field.onChange(codes.join(','))}
              onBlur={field.onBlur}
              messages={messages}
              required
              error={error}
            />
          )}
        />
      ))}
    </section>
  );
}
