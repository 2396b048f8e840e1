// The classification of a model or story (portal spec §5): industries and algorithms, both required,
// kept in the form as the spec's comma-separated code lists (industryCd, algorithmCd).
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CodeChecklist, type Option } from './CodeChecklist.tsx';

type Props<T extends FieldValues> = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  control: Control<T>;
  industries: readonly Option[];
  algorithms: readonly Option[];
  labels: { section: string; industry: string; algorithm: string };
  errors: { industry: string | undefined; algorithm: string | undefined };
  messages: Parameters<typeof CodeChecklist>[0]['messages'];
};

const splitCodes = (value: unknown) => (typeof value === 'string' ? value.split(',').filter(Boolean) : []);

export function ClassificationSection<T extends FieldValues>({ id, control, industries, algorithms, labels, errors, messages }: Props<T>) {
  const fields = [
    { name: 'industryCd', legend: labels.industry, options: industries, error: errors.industry },
    { name: 'algorithmCd', legend: labels.algorithm, options: algorithms, error: errors.algorithm },
  ] as const;
  return (
    <section className="authoring-section" aria-labelledby={id}>
      <h2 id={id}>{labels.section}</h2>
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
