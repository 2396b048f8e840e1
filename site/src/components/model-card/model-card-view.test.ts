import { describe, expect, it } from 'vitest';
import { cardFacts, changelogIn, formatMetric, isEmptyCard } from './model-card-view.ts';

const empty = { task: '', framework: '', licence: '', inputType: '', metrics: [], version: '' };
const release = (changelogKr: string, changelogEn: string) => ({ version: '1.1', changelogKr, changelogEn, releasedAt: '2026-11-02T01:00:00.000Z' });

describe('a model card on the detail pages', () => {
  it("lists the given fields only, codes as their labels' keys and the version as written", () => {
    expect(cardFacts({ ...empty, task: 'forecasting', licence: 'MIT', version: '2.0.0' })).toEqual([
      { label: 'modelCard.task', value: 'modelCard.task.forecasting', coded: true },
      { label: 'modelCard.licence', value: 'modelCard.licence.MIT', coded: true },
      { label: 'modelCard.version', value: '2.0.0', coded: false },
    ]);
  });

  it('is empty with no field, metric or version given', () => {
    expect(isEmptyCard(empty)).toBe(true);
    expect(isEmptyCard({ ...empty, metrics: [{ name: 'f1', value: 0.8 }] })).toBe(false);
    expect(isEmptyCard({ ...empty, version: '1' })).toBe(false);
  });

  it("formats a metric's value in the page's language", () => {
    expect(formatMetric(1250.5, 'en')).toBe('1,250.5');
    expect(formatMetric(0.912345, 'ko')).toBe('0.9123');
  });

  it("shows a release's changelog in the page's language, else in the other, else none", () => {
    expect(changelogIn(release('한국어', 'English'), 'ko')).toEqual({ text: '한국어', lang: 'ko' });
    expect(changelogIn(release('', 'English'), 'ko')).toEqual({ text: 'English', lang: 'en' });
    expect(changelogIn(release('한국어', ' '), 'en')).toEqual({ text: '한국어', lang: 'ko' });
    expect(changelogIn(release('', ''), 'en')).toBeNull();
  });
});
