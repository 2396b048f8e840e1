// The parts of the sharing form that only one type has or that hold their own state (portal spec §3):
// a data set's application field, source and number of rows; a model's way to run it and its embed
// code; the catalogue's industries (and algorithms for a model).
import { useState } from 'react';
import type { KnowledgeCreate } from '#core/schemas/knowledge-sharing.ts';
import { AuthoringSection } from '../authoring/AuthoringSection.tsx';
import { CodeListField } from '../authoring/ClassificationSection.tsx';
import type { Option } from '../authoring/CodeChecklist.tsx';
import type { useContentForm } from '../authoring/use-content-form.ts';
import { TextField } from '../forms/TextField.tsx';
import type { KnowledgeMessages as Messages } from './knowledge-messages.ts';
import type { KnowledgeValues } from './knowledge-values.ts';

type Content = ReturnType<typeof useContentForm<KnowledgeValues, KnowledgeCreate>>;
type PartProps = { content: Content; messages: Messages; disabled: boolean };

/** A data set's optional details; the number of rows is typed as digits only. */
export function DataSetFields({ content: { form, errors, errorOf }, messages, disabled, rows }: PartProps & { rows: number | null }) {
  const [rowsText, setRowsText] = useState(rows === null ? '' : String(rows));
  const rowsField = form.field('numberOfRows');
  const optional = (name: 'applicationField' | 'source', label: string) => (
    <TextField
      label={label}
      {...form.register(name)}
      maxLength={200}
      optionalText={messages['signUp.optional']}
      error={errorOf(errors[name], label)}
      disabled={disabled}
    />
  );
  return (
    <>
      {optional('applicationField', messages['knowledge.applicationField'])}
      {optional('source', messages['knowledge.source'])}
      <TextField
        label={messages['knowledge.numberOfRows']}
        name={rowsField.name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={rowsText}
        optionalText={messages['signUp.optional']}
        // the spec's number inputs block minus, plus, e and dot (portal spec §5)
        onKeyDown={(event) => {
          if (['-', '+', 'e', 'E', '.'].includes(event.key)) event.preventDefault();
        }}
        onChange={(event) => {
          setRowsText(event.target.value);
          rowsField.onChange(event.target.value === '' ? null : Number(event.target.value));
        }}
        onBlur={rowsField.onBlur}
        error={errorOf(errors['numberOfRows'], messages['knowledge.numberOfRows'])}
        disabled={disabled}
      />
    </>
  );
}

/** One optional code area of a model (kept as typed, not spell-checked), its hint and its error. */
function CodeArea({
  content: { form, errors, errorOf },
  messages,
  disabled,
  name,
  id,
  label,
  rows,
  maxLength,
  placeholder,
  hint,
}: PartProps & { name: 'howToExecuteModel' | 'embedCode'; id: string; label: string; rows: number; maxLength: number; placeholder?: string; hint?: string }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label} <span className="form-optional">{messages['signUp.optional']}</span>
      </label>
      <textarea
        id={id}
        className="form-input knowledge-code"
        rows={rows}
        maxLength={maxLength}
        spellCheck={false}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...form.register(name)}
        aria-invalid={errors[name] ? true : undefined}
        disabled={disabled}
      />
      {hint && (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      )}
      {errors[name] && <p className="form-error">{errorOf(errors[name], label)}</p>}
    </div>
  );
}

/** A model's way to run it and its embed code, as plain text. */
export function ModelHowTo(parts: PartProps) {
  const { messages } = parts;
  return (
    <AuthoringSection id="knowledge-how" title={messages['knowledge.howToExecute']}>
      <CodeArea {...parts} name="howToExecuteModel" id="knowledge-how-to-execute" label={messages['knowledge.howToExecute']} rows={6} maxLength={20_000} />
      <CodeArea
        {...parts}
        name="embedCode"
        id="knowledge-embed"
        label={messages['knowledge.embedCode']}
        rows={3}
        maxLength={2000}
        placeholder='<iframe src="https://www.youtube.com/embed/…"></iframe>'
        hint={messages['knowledge.embedHint']}
      />
    </AuthoringSection>
  );
}

/** The catalogue's industries, and algorithms for a model: each a comma-separated code list. */
export function KnowledgeCodes({
  content: { form, errors, errorOf },
  messages,
  disabled,
  industries,
  algorithms,
}: PartProps & { industries: readonly Option[]; algorithms: readonly Option[] | null }) {
  const codeList = (name: 'industryCd' | 'algorithmCd', legend: string, options: readonly Option[]) => (
    <CodeListField
      control={form.control}
      name={name}
      legend={legend}
      options={options}
      messages={messages}
      hint={messages['knowledge.selectCodesHint']}
      max={20}
      error={errorOf(errors[name], legend)}
      disabled={disabled}
    />
  );
  return (
    <AuthoringSection id="knowledge-codes" title={messages['editor.sectionClassification']}>
      {codeList('industryCd', messages['knowledge.industry'], industries)}
      {algorithms && codeList('algorithmCd', messages['knowledge.algorithm'], algorithms)}
    </AuthoringSection>
  );
}
