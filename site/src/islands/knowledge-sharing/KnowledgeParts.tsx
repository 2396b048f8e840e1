// The parts of the sharing form that only one type has or that hold their own state (portal spec §3):
// a data set's application field, source and number of rows; a model's way to run it and its embed
// code; the catalogue's industries (and algorithms for a model).
import { useState } from 'react';
import type { KnowledgeCreate } from '#core/schemas/knowledge-sharing.ts';
import { CodeChecklist, type Option } from '../authoring/CodeChecklist.tsx';
import type { useContentForm } from '../authoring/use-content-form.ts';
import { TextField } from '../forms/TextField.tsx';
import { useFieldValue } from '../forms/use-schema-form.ts';
import type { KnowledgeMessages as Messages } from './knowledge-messages.ts';
import type { KnowledgeValues } from './knowledge-values.ts';

type Content = ReturnType<typeof useContentForm<KnowledgeValues, KnowledgeCreate>>;
type PartProps = { content: Content; messages: Messages; disabled: boolean };

const splitCodes = (value: unknown) => (typeof value === 'string' ? value.split(',').filter(Boolean) : []);

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

/** A model's way to run it and its embed code, as plain text. */
export function ModelHowTo({ content: { form, errors, errorOf }, messages, disabled }: PartProps) {
  const optional = <span className="form-optional">{messages['signUp.optional']}</span>;
  return (
    <section className="authoring-section" aria-labelledby="knowledge-how">
      <h2 id="knowledge-how">{messages['knowledge.howToExecute']}</h2>
      <div className="form-field">
        <label htmlFor="knowledge-how-to-execute">
          {messages['knowledge.howToExecute']} {optional}
        </label>
        <textarea
          id="knowledge-how-to-execute"
          className="form-input knowledge-code"
          rows={6}
          maxLength={20_000}
          spellCheck={false}
          {...form.register('howToExecuteModel')}
          aria-invalid={errors['howToExecuteModel'] ? true : undefined}
          disabled={disabled}
        />
        {errors['howToExecuteModel'] && <p className="form-error">{errorOf(errors['howToExecuteModel'], messages['knowledge.howToExecute'])}</p>}
      </div>
      <div className="form-field">
        <label htmlFor="knowledge-embed">
          {messages['knowledge.embedCode']} {optional}
        </label>
        <textarea
          id="knowledge-embed"
          className="form-input knowledge-code"
          rows={3}
          maxLength={2000}
          spellCheck={false}
          placeholder='<iframe src="https://www.youtube.com/embed/…"></iframe>'
          aria-describedby="knowledge-embed-hint"
          {...form.register('embedCode')}
          aria-invalid={errors['embedCode'] ? true : undefined}
          disabled={disabled}
        />
        <p id="knowledge-embed-hint" className="form-hint">
          {messages['knowledge.embedHint']}
        </p>
        {errors['embedCode'] && <p className="form-error">{errorOf(errors['embedCode'], messages['knowledge.embedCode'])}</p>}
      </div>
    </section>
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
  const codeList = (name: 'industryCd' | 'algorithmCd', legend: string, options: readonly Option[], value: unknown) => {
    const field = form.field(name);
    return (
      <CodeChecklist
        legend={legend}
        options={options}
        selected={splitCodes(value)}
        onChange={(codes) => field.onChange(codes.join(','))}
        onBlur={field.onBlur}
        messages={messages}
        hint={messages['knowledge.selectCodesHint']}
        max={20}
        error={errorOf(errors[name], legend)}
        disabled={disabled}
      />
    );
  };
  const industryValue = useFieldValue(form.control, 'industryCd');
  const algorithmValue = useFieldValue(form.control, 'algorithmCd');
  return (
    <section className="authoring-section" aria-labelledby="knowledge-codes">
      <h2 id="knowledge-codes">{messages['editor.sectionClassification']}</h2>
      {codeList('industryCd', messages['knowledge.industry'], industries, industryValue)}
      {algorithms && codeList('algorithmCd', messages['knowledge.algorithm'], algorithms, algorithmValue)}
    </section>
  );
}
