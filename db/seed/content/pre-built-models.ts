// The demo pre-built models (portal spec §3): the rows are data (pre-built-models.json: bilingual rich text,
// a documentation link or a short runnable Python snippet, and small text attachments); their shape is
// checked here, where they are loaded. Each has a card and one to three releases (decision 055).
import { modelFrameworks, modelInputTypes, modelLicences, modelMetricNames, modelTasks } from '#core/schemas/model-card.ts';
import { howToUseTypes, type PreBuiltModelSeed } from '../catalogues/types.ts';
import { oneOf } from '../one-of.ts';
import rows from './pre-built-models.json' with { type: 'json' };

export const preBuiltModels: PreBuiltModelSeed[] = rows.map((row) => ({
  ...row,
  howToUseType: oneOf(howToUseTypes, row.howToUseType),
  card: {
    task: oneOf(modelTasks, row.card.task),
    framework: oneOf(modelFrameworks, row.card.framework),
    licence: oneOf(modelLicences, row.card.licence),
    inputType: oneOf(modelInputTypes, row.card.inputType),
    metrics: row.card.metrics.map((metric) => ({ name: oneOf(modelMetricNames, metric.name), value: metric.value })),
  },
}));
