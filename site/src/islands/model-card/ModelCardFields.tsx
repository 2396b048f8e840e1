// A model card in the forms (decision 055), one section for the pre-built model's form and the shared
// model's: the four coded fields, the metrics, the version with its hint and the release's changelog in
// both languages. The fields are the form's own (its schema checks them with the rest); a server's refusal
// of the version is shown next to it like the forms' other errors (versionFailures, placeFailure).
import type { ReactNode } from 'react';
import { modelCardCodeFields, modelCardCodeKey, modelCardCodes, type ModelCardCodeField, type ModelMetric } from '#core/schemas/model-card.ts';
import { AuthoringSection } from '../authoring/AuthoringSection.tsx';
import { SelectField } from '../authoring/SelectField.tsx';
import type { FieldErrors } from '../forms/field-error.ts';
import type { ErrorOf } from '../forms/form-messages.ts';
import { TextField } from '../forms/TextField.tsx';
import type { FieldRegistration } from '../forms/use-schema-form.ts';
import { MetricsField } from './MetricsField.tsx';
import type { ModelCardMessages as Messages } from './model-card-messages.ts';
import './model-card.css';

type CardTextField = ModelCardCodeField | 'version' | 'changelogKr' | 'changelogEn';

type Props = {
  /** The section's heading id (one per form). */
  id: string;
  register: (name: CardTextField) => FieldRegistration;
  /** The metrics as the schema takes them, reported on every change. */
  onMetrics: (metrics: ModelMetric[]) => void;
  initialMetrics: readonly ModelMetric[];
  errors: FieldErrors;
  errorOf: ErrorOf;
  messages: Messages;
  disabled: boolean;
};

/** What a content form (use-content-form.ts) gives the card: its registrations, its metrics and its errors. */
type CardContent = {
  form: { register: (name: CardTextField) => FieldRegistration; field: (name: 'metrics') => { onChange: (metrics: ModelMetric[]) => void } };
  errors: FieldErrors;
  errorOf: ErrorOf;
};

/** The card's props from its form's content, the same way in both forms. */
export const cardFieldProps = ({ form, errors, errorOf }: CardContent, initialMetrics: readonly ModelMetric[]) => ({
  register: form.register,
  onMetrics: form.field('metrics').onChange,
  initialMetrics,
  errors,
  errorOf,
});

export function ModelCardFields({ id, register, onMetrics, initialMetrics, errors, errorOf, messages, disabled }: Props) {
  const optional = <span className="form-optional"> {messages['signUp.optional']}</span>;
  const error = (field: CardTextField) => errorOf(errors[field], messages[`modelCard.${field}` as const]);
  const changelog = (field: 'changelogKr' | 'changelogEn', lang: 'ko' | 'en') => (
    <Changelog
      id={`${id}-${field}`}
      lang={lang}
      label={messages[`modelCard.${field}`]}
      optional={optional}
      error={error(field)}
      disabled={disabled}
      {...register(field)}
    />
  );
  return (
    <AuthoringSection id={id} title={messages['modelCard.heading']}>
      <div className="model-card-codes">
        {modelCardCodeFields.map((field) => (
          <SelectField
            key={field}
            id={`${id}-${field}`}
            dataField={field}
            label={messages[`modelCard.${field}`]}
            mark={optional}
            placeholder={messages['modelCard.noneOption']}
            options={modelCardCodes[field].map((code) => ({ value: code, label: messages[modelCardCodeKey(field, code) as keyof Messages] }))}
            error={error(field)}
            aria-required={undefined}
            disabled={disabled}
            {...register(field)}
          />
        ))}
      </div>
      <MetricsField initial={initialMetrics} onChange={onMetrics} errors={errors} errorOf={errorOf} messages={messages} disabled={disabled} />
      <TextField
        label={messages['modelCard.version']}
        optionalText={messages['signUp.optional']}
        hint={messages['modelCard.versionHint']}
        maxLength={32}
        autoComplete="off"
        spellCheck={false}
        placeholder="1.0.0"
        error={error('version')}
        disabled={disabled}
        {...register('version')}
      />
      {changelog('changelogKr', 'ko')}
      {changelog('changelogEn', 'en')}
    </AuthoringSection>
  );
}

type ChangelogProps = FieldRegistration & { id: string; lang: 'ko' | 'en'; label: string; optional: ReactNode; error: string | undefined; disabled: boolean };

/** One language's changelog of the release a new version publishes. */
function Changelog({ id, lang, label, optional, error, disabled, ...registration }: ChangelogProps) {
  return (
    <div className="form-field" data-field={registration.name}>
      <label htmlFor={id}>
        {label}
        {optional}
      </label>
      <textarea
        id={id}
        className="form-input"
        lang={lang}
        rows={4}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        {...registration}
      />
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
