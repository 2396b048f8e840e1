// The words of a model card's fields in both model forms (decision 055): the labels, every code's name, the
// schema's messages and the server's refusals, listed once for ModelForm and KnowledgeForm.
import type { MessageKey } from '#core/i18n/translate.ts';
import { modelCardCodeKeys, modelMetricNames } from '#core/schemas/model-card.ts';

const codeKeys = [
  ...modelCardCodeKeys('task'),
  ...modelCardCodeKeys('framework'),
  ...modelCardCodeKeys('licence'),
  ...modelCardCodeKeys('inputType'),
  ...modelMetricNames.map((code) => `modelCard.metric.${code}` as const),
] satisfies readonly MessageKey[];

export const modelCardMessageKeys = [
  ...codeKeys,
  'modelCard.heading',
  'modelCard.task',
  'modelCard.framework',
  'modelCard.licence',
  'modelCard.inputType',
  'modelCard.metrics',
  'modelCard.version',
  'modelCard.noneOption',
  'modelCard.metricName',
  'modelCard.metricValue',
  'modelCard.addMetric',
  'modelCard.removeMetric',
  'modelCard.noMetrics',
  'modelCard.metricNameRequired',
  'modelCard.metricValueInvalid',
  'modelCard.tooManyMetrics',
  'modelCard.metricTwice',
  'modelCard.versionInvalid',
  'modelCard.versionHint',
  'modelCard.versionReleased',
  'modelCard.changelogNeedsVersion',
  'modelCard.changelogKr',
  'modelCard.changelogEn',
  'validation.invalid',
  'validation.maxLength',
  'signUp.optional',
] as const satisfies readonly MessageKey[];
export type ModelCardMessages = Record<(typeof modelCardMessageKeys)[number], string>;

/** The server's refusals of a card's version, shown next to the version field. */
export const versionFailures = (messages: ModelCardMessages) => [messages['modelCard.versionReleased'], messages['modelCard.changelogNeedsVersion']];
