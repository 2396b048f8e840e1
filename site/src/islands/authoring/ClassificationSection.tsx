// The classification of a model or story (portal spec §5): industries and algorithms, both required,
// kept in the form as the spec's comma-separated code lists (industryCd, algorithmCd).
import type { ComponentProps } from 'react';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { ErrorOf } from '../forms/form-messages.ts';
import { useFieldValue, type ControlledField, type FieldErrors, type SchemaForm } from '../forms/use-schema-form.ts';
import { AuthoringSection } from './AuthoringSection.tsx';
import { CodeChecklist, codeChecklistMessageKeys, type Option } from './CodeChecklist.tsx';

export const classificationMessageKeys = [
  'editor.sectionClassification',
  'editor.fieldIndustry',
  'editor.fieldAlgorithm',
  'resources.selectIndustry',
  'resources.selectAlgorithm',
  ...codeChecklistMessageKeys,
] as const satisfies readonly MessageKey[];

type Messages = Record<(typeof classificationMessageKeys)[number], string>;

/** The part of a model's or story's form this section fills. */
type CodeLists = { industryCd: string; algorithmCd: string };
type CodeListsForm = Pick<SchemaForm<CodeLists>, 'getValues' | 'subscribeField'> & { field: (name: keyof CodeLists) => ControlledField<string> };

/** What the section reads of the content form's kit (useContentAuthoring, or the content form itself). */
type Kit = { form: { control: CodeListsForm }; errors: FieldErrors; errorOf: ErrorOf };

type Props = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  kit: Kit;
  industries: readonly Option[];
  algorithms: readonly Option[];
  messages: Messages;
};

/** The server's messages about the two code lists: a failed save shows each on its list. */
export const classificationFailures = (messages: Messages) =>
  [
    ['industryCd', [messages['resources.selectIndustry']]],
    ['algorithmCd', [messages['resources.selectAlgorithm']]],
  ] as const;

const splitCodes = (value: unknown) => (typeof value === 'string' ? value.split(',').filter(Boolean) : []);

type CodeListProps = Omit<ComponentProps<typeof CodeChecklist>, 'selected' | 'onChange' | 'onBlur'> & {
  control: CodeListsForm;
  name: keyof CodeLists;
};

/** One code list kept as the spec's comma-separated codes; it alone re-renders when its codes change. */
export function CodeListField({ control, name, ...checklist }: CodeListProps) {
  const value = useFieldValue(control, name);
  const field = control.field(name);
  return <CodeChecklist {...checklist} selected={splitCodes(value)} onChange={(codes) => field.onChange(codes.join(','))} onBlur={field.onBlur} />;
}

export function ClassificationSection({ id, kit: { form, errors, errorOf }, industries, algorithms, messages }: Props) {
  const industry = messages['editor.fieldIndustry'];
  const algorithm = messages['editor.fieldAlgorithm'];
  const fields = [
    { name: 'industryCd', legend: industry, options: industries, error: errorOf(errors['industryCd'], industry) },
    { name: 'algorithmCd', legend: algorithm, options: algorithms, error: errorOf(errors['algorithmCd'], algorithm) },
  ] as const;
  return (
    <AuthoringSection id={id} title={messages['editor.sectionClassification']}>
      {fields.map(({ name, legend, options, error }) => (
        <CodeListField key={name} control={form.control} name={name} legend={legend} options={options} error={error} messages={messages} required />
      ))}
    </AuthoringSection>
  );
}
