// A model card's metrics in the forms (decision 055): a row per metric (which one, its value, a remove
// button), at most MAX_MODEL_METRICS. The rows live here and reach the form as the schema takes them;
// the focus follows an addition to the new row and a removal to the row that took its place.
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_MODEL_METRICS, modelMetricNames, type ModelMetric } from '#core/schemas/model-card.ts';
import type { FieldErrors } from '../forms/field-error.ts';
import type { ErrorOf } from '../forms/form-messages.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { focusAfterRemoval, metricRows, metricsOf, withNewRow, type MetricRow } from './metric-rows.ts';
import type { ModelCardMessages as Messages } from './model-card-messages.ts';

type Props = {
  initial: readonly ModelMetric[];
  onChange: (metrics: ModelMetric[]) => void;
  errors: FieldErrors;
  errorOf: ErrorOf;
  messages: Messages;
  disabled: boolean;
};

export function MetricsField({ initial, onChange, errors, errorOf, messages, disabled }: Props) {
  const id = useId();
  const [rows, setRows] = useState<MetricRow[]>(() => metricRows(initial));
  // the row (its select) or the add button that takes the focus once the rows are drawn again
  const focusTo = useRef<number | 'add' | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const to = focusTo.current;
    if (to === null) return;
    focusTo.current = null;
    (to === 'add' ? addRef.current : document.getElementById(`${id}-name-${to}`))?.focus();
  }, [rows, id]);

  const update = (next: MetricRow[]) => {
    setRows(next);
    onChange(metricsOf(next));
  };
  const add = () => {
    const next = withNewRow(rows);
    focusTo.current = next.at(-1)?.key ?? null;
    update(next);
  };
  const remove = (index: number) => {
    const next = rows.filter((_, at) => at !== index);
    focusTo.current = focusAfterRemoval(next, index) ?? 'add';
    update(next);
  };
  const nameOf = (code: string) => (code === '' ? '' : messages[`modelCard.metric.${code}` as keyof Messages]);
  const listError = errorOf(errors['metrics'], messages['modelCard.metrics']);

  return (
    <fieldset className="model-card-metrics" aria-describedby={listError ? `${id}-error` : undefined}>
      <legend className="authoring-legend">
        {messages['modelCard.metrics']} <span className="form-optional">{messages['signUp.optional']}</span>
      </legend>
      {rows.length === 0 && <p className="form-hint">{messages['modelCard.noMetrics']}</p>}
      {rows.map((row, index) => {
        const nameError = errorOf(errors[`metrics.${index}.name`], messages['modelCard.metricName']);
        const valueError = errorOf(errors[`metrics.${index}.value`], messages['modelCard.metricValue']);
        const change = (part: Partial<MetricRow>) => update(rows.map((other) => (other.key === row.key ? { ...other, ...part } : other)));
        return (
          <div key={row.key} className="model-card-metric">
            <div className="form-field">
              <label htmlFor={`${id}-name-${row.key}`}>{`${messages['modelCard.metricName']} ${index + 1}`}</label>
              <select
                id={`${id}-name-${row.key}`}
                className="form-select"
                value={row.name}
                onChange={(event) => change({ name: event.target.value })}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${id}-name-${row.key}-error` : undefined}
                disabled={disabled}
              >
                {row.name === '' && <option value="">{messages['modelCard.metricNameRequired']}</option>}
                {modelMetricNames.map((code) => (
                  <option key={code} value={code}>
                    {nameOf(code)}
                  </option>
                ))}
              </select>
              {nameError && (
                <p id={`${id}-name-${row.key}-error`} className="form-error">
                  {nameError}
                </p>
              )}
            </div>
            <div className="form-field">
              <label htmlFor={`${id}-value-${row.key}`}>{`${messages['modelCard.metricValue']} ${index + 1}`}</label>
              <input
                id={`${id}-value-${row.key}`}
                className="form-input"
                type="number"
                step="any"
                inputMode="decimal"
                value={row.value}
                onChange={(event) => change({ value: event.target.value })}
                aria-required="true"
                aria-invalid={valueError ? true : undefined}
                aria-describedby={valueError ? `${id}-value-${row.key}-error` : undefined}
                disabled={disabled}
              />
              {valueError && (
                <p id={`${id}-value-${row.key}-error`} className="form-error">
                  {valueError}
                </p>
              )}
            </div>
            <button type="button" className="button button--secondary model-card-remove" onClick={() => remove(index)} disabled={disabled}>
              {fillMessage(messages, 'modelCard.removeMetric', { name: nameOf(row.name) || `${messages['modelCard.metricName']} ${index + 1}` })}
            </button>
          </div>
        );
      })}
      {listError && (
        <p id={`${id}-error`} className="form-error">
          {listError}
        </p>
      )}
      {rows.length < MAX_MODEL_METRICS && (
        <button ref={addRef} type="button" className="button button--secondary" onClick={add} disabled={disabled}>
          {messages['modelCard.addMetric']}
        </button>
      )}
    </fieldset>
  );
}
