// The metrics of a model card as the form holds them (decision 055): rows the writer adds and removes, each
// a metric's code and its value as typed. The form's schema takes them as numbers; a value that is not one
// stays NaN, so the schema's own message (modelCard.metricValueInvalid) is shown on its row.
import { MAX_MODEL_METRICS, modelMetricNames, type ModelMetric } from '#core/schemas/model-card.ts';

export type MetricRow = { key: number; name: string; value: string };

/** A stored card's metrics as rows. */
export const metricRows = (metrics: readonly ModelMetric[]): MetricRow[] =>
  metrics.map((metric, index) => ({ key: index + 1, name: metric.name, value: String(metric.value) }));

/** The rows as the schema reads them: an empty or unreadable value is NaN (refused by the schema). */
export const metricsOf = (rows: readonly MetricRow[]): ModelMetric[] =>
  // a row's name is one of the select's options (the schema checks it again)
  rows.map((row) => ({ name: row.name as ModelMetric['name'], value: row.value.trim() === '' ? Number.NaN : Number(row.value.trim()) }));

/** One row more, for the first metric not reported yet and with no value, unless the card holds its most already. */
export function withNewRow(rows: readonly MetricRow[]): MetricRow[] {
  if (rows.length >= MAX_MODEL_METRICS) return [...rows];
  const name = modelMetricNames.find((code) => !rows.some((row) => row.name === code)) ?? '';
  return [...rows, { key: Math.max(0, ...rows.map((row) => row.key)) + 1, name, value: '' }];
}

/**
 * Where the focus goes after the row at `index` was removed from `rows` (which no longer hold it): the row that
 * took its place, else the one before it; null when none is left (the add button takes it).
 */
export const focusAfterRemoval = (rows: readonly MetricRow[], index: number): number | null => (rows[index] ?? rows[index - 1])?.key ?? null;
