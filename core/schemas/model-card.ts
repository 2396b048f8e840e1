// A model's card (issue "Found and shared", decision 055): the structured fields a pre-built model and a
// shared model both carry, declared once for the forms, the calls, the pages, the filters and the structured
// data. The codes are fixed lists whose labels are in the message catalogues (modelCard.*), so a card reads in
// the reader's language whoever filled it in; the only free text, a version's changelog, is written in both.
import * as v from 'valibot';
import type { MessageKey } from '../i18n/translate.ts';
import { typedText } from './common.ts';

/** What the model does. */
export const modelTasks = [
  'classification',
  'regression',
  'forecasting',
  'anomalyDetection',
  'clustering',
  'recommendation',
  'nlp',
  'vision',
  'optimization',
] as const;
/** What it is built with. */
export const modelFrameworks = ['scikitLearn', 'xgboost', 'lightgbm', 'pytorch', 'tensorflow', 'keras', 'sparkMl', 'r', 'other'] as const;
/** Under which licence it may be used (SPDX identifiers, and the platform's own terms). */
export const modelLicences = ['Apache-2.0', 'MIT', 'BSD-3-Clause', 'GPL-3.0', 'CC-BY-4.0', 'CC-BY-NC-4.0', 'proprietary'] as const;
/** What it takes in. */
export const modelInputTypes = ['tabular', 'timeSeries', 'text', 'image', 'audio', 'graph'] as const;
/** The measures a card may report (each with its value). */
export const modelMetricNames = ['accuracy', 'precision', 'recall', 'f1', 'auc', 'rmse', 'mae', 'mape', 'r2', 'latencyMs'] as const;

export type ModelTask = (typeof modelTasks)[number];
export type ModelFramework = (typeof modelFrameworks)[number];
export type ModelLicence = (typeof modelLicences)[number];
export type ModelInputType = (typeof modelInputTypes)[number];
export type ModelMetricName = (typeof modelMetricNames)[number];

/** The card's coded fields, each a list of codes and the message key of its label's prefix (`modelCard.task.<code>`). */
export const modelCardCodes = {
  task: modelTasks,
  framework: modelFrameworks,
  licence: modelLicences,
  inputType: modelInputTypes,
} as const;
export type ModelCardCodeField = keyof typeof modelCardCodes;
export const modelCardCodeFields = Object.keys(modelCardCodes) as ModelCardCodeField[];

/** A code as a message key's last segment: keys are letters and digits only (`Apache-2.0` → `Apache20`). */
type KeySegment<S extends string> = S extends `${infer A}-${infer B}` ? KeySegment<`${A}${B}`> : S extends `${infer A}.${infer B}` ? KeySegment<`${A}${B}`> : S;
/** The message key of a field's code's label. */
export type ModelCardCodeKey<F extends ModelCardCodeField> = `modelCard.${F}.${KeySegment<(typeof modelCardCodes)[F][number]>}`;

/** The message key of a code's label (`modelCard.task.forecasting`); '' (not given) is `modelCard.notGiven`. */
export const modelCardCodeKey = (field: ModelCardCodeField, code: string): MessageKey =>
  code === '' ? 'modelCard.notGiven' : (`modelCard.${field}.${code.replace(/[^A-Za-z0-9]/g, '')}` as MessageKey);

/** The message keys of all of a field's codes' labels, in the list's order. */
export const modelCardCodeKeys = <F extends ModelCardCodeField>(field: F) =>
  modelCardCodes[field].map((code: string) => modelCardCodeKey(field, code)) as ModelCardCodeKey<F>[];

/** The message key of a metric's label. */
export const modelMetricKey = (name: string): MessageKey => `modelCard.metric.${name}` as MessageKey;

/** A card reports at most this many metrics. */
export const MAX_MODEL_METRICS = 8;

/** A version as people write it: `1`, `1.2`, `1.2.3`, with an optional pre-release (`2.0.0-beta.1`). */
export const MODEL_VERSION_PATTERN = /^v?\d{1,4}(\.\d{1,4}){0,2}(-[0-9A-Za-z.]{1,20})?$/;

/** One of a list's codes, or '' (not given). */
const optionalCode = <const T extends readonly string[]>(codes: T) => v.optional(v.picklist(['', ...codes] as ['', ...T], 'validation.invalid'), '');

export const modelMetricInput = v.object({
  name: v.picklist(modelMetricNames, 'modelCard.metricNameRequired'),
  value: v.pipe(
    v.number('modelCard.metricValueInvalid'),
    v.finite('modelCard.metricValueInvalid'),
    v.minValue(-1e12, 'modelCard.metricValueInvalid'),
    v.maxValue(1e12, 'modelCard.metricValueInvalid'),
  ),
});
export type ModelMetric = v.InferOutput<typeof modelMetricInput>;

const changelog = v.optional(v.pipe(typedText({ singleLine: false }), v.trim(), v.maxLength(2000, 'validation.maxLength')), '');

/**
 * The card's fields in a save (POST/PUT of a pre-built model and of a shared model). A version is optional; a
 * changed version is a new release and its changelog is kept in the item's history. Metrics are unique by name.
 */
export const modelCardFields = {
  task: optionalCode(modelTasks),
  framework: optionalCode(modelFrameworks),
  licence: optionalCode(modelLicences),
  inputType: optionalCode(modelInputTypes),
  metrics: v.optional(
    v.pipe(
      v.array(modelMetricInput),
      v.maxLength(MAX_MODEL_METRICS, 'modelCard.tooManyMetrics'),
      v.check((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, 'modelCard.metricTwice'),
    ),
    [],
  ),
  version: v.optional(
    v.pipe(
      typedText({ singleLine: true }),
      v.trim(),
      v.maxLength(32, 'modelCard.versionInvalid'),
      v.check((text) => text === '' || MODEL_VERSION_PATTERN.test(text), 'modelCard.versionInvalid'),
    ),
    '',
  ),
  changelogKr: changelog,
  changelogEn: changelog,
};

/** One release of a model: its version, its changelog in both languages and when it was released. */
export const modelVersionView = v.object({
  version: v.string(),
  changelogKr: v.string(),
  changelogEn: v.string(),
  releasedAt: v.string(),
});
export type ModelVersionView = v.InferOutput<typeof modelVersionView>;

/** A card as the pages and the calls show it: its codes ('' when not given), its metrics and current version. */
export const modelCardView = v.object({
  task: v.string(),
  framework: v.string(),
  licence: v.string(),
  inputType: v.string(),
  metrics: v.array(v.object({ name: v.string(), value: v.number() })),
  version: v.string(),
});
export type ModelCardView = v.InferOutput<typeof modelCardView>;

/** The list orders of both model lists (the URL's `sort`): newest first (the spec's), most viewed, by title. */
export const modelSorts = ['newest', 'views', 'title'] as const;
export type ModelSort = (typeof modelSorts)[number];

/** The list filters and order a model list takes beside the spec's (each empty when absent). */
export const modelListExtras = {
  sort: v.optional(v.picklist(modelSorts, 'validation.invalid'), 'newest'),
  task: optionalCode(modelTasks),
  framework: optionalCode(modelFrameworks),
  licence: optionalCode(modelLicences),
  inputType: optionalCode(modelInputTypes),
};
