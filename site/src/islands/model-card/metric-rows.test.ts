import { describe, expect, it } from 'vitest';
import { MAX_MODEL_METRICS } from '#core/schemas/model-card.ts';
import { focusAfterRemoval, metricRows, metricsOf, withNewRow } from './metric-rows.ts';

describe("a model card's metric rows", () => {
  it('start from the stored metrics and read back as numbers', () => {
    const rows = metricRows([
      { name: 'accuracy', value: 0.91 },
      { name: 'latencyMs', value: 12 },
    ]);
    expect(rows).toEqual([
      { key: 1, name: 'accuracy', value: '0.91' },
      { key: 2, name: 'latencyMs', value: '12' },
    ]);
    expect(metricsOf(rows)).toEqual([
      { name: 'accuracy', value: 0.91 },
      { name: 'latencyMs', value: 12 },
    ]);
  });

  it('read an empty or unreadable value as NaN, for the schema to refuse', () => {
    const [empty, text] = metricsOf([
      { key: 1, name: 'f1', value: ' ' },
      { key: 2, name: 'auc', value: 'high' },
    ]);
    expect(empty?.value).toBeNaN();
    expect(text?.value).toBeNaN();
  });

  it('add a row for the first metric not reported yet, with a new key, and no more than the most a card holds', () => {
    expect(withNewRow([{ key: 4, name: 'accuracy', value: '1' }])).toEqual([
      { key: 4, name: 'accuracy', value: '1' },
      { key: 5, name: 'precision', value: '' },
    ]);
    let rows = withNewRow([]);
    for (let n = 0; n < MAX_MODEL_METRICS + 2; n += 1) rows = withNewRow(rows);
    expect(rows).toHaveLength(MAX_MODEL_METRICS);
  });

  it('move the focus after a removal to the row that took its place, the one before, or none', () => {
    const rows = [
      { key: 1, name: 'f1', value: '' },
      { key: 3, name: 'auc', value: '' },
    ];
    expect(focusAfterRemoval(rows, 0)).toBe(1);
    expect(focusAfterRemoval(rows, 2)).toBe(3);
    expect(focusAfterRemoval([], 0)).toBeNull();
  });
});
