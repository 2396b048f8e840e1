// A model card's values in the forms (decision 055): the same fields in the pre-built model's and the shared
// model's form, empty for a registration, the stored card for an edit. The changelog is the next release's,
// so an edit starts it empty; the version starts at the current one (changing it publishes a release).
import type * as v from 'valibot';
import type { modelCardFields, ModelCardView } from '#core/schemas/model-card.ts';

export type ModelCardValues = Required<v.InferOutput<v.ObjectSchema<typeof modelCardFields, undefined>>>;

export const emptyCardValues = (): ModelCardValues => ({
  task: '',
  framework: '',
  licence: '',
  inputType: '',
  metrics: [],
  version: '',
  changelogKr: '',
  changelogEn: '',
});

/** A stored card's values: its codes and metric names were validated on write, so they are the lists'. */
export const cardValuesOf = (card: ModelCardView): ModelCardValues => ({
  task: card.task as ModelCardValues['task'],
  framework: card.framework as ModelCardValues['framework'],
  licence: card.licence as ModelCardValues['licence'],
  inputType: card.inputType as ModelCardValues['inputType'],
  metrics: card.metrics as ModelCardValues['metrics'],
  version: card.version,
  changelogKr: '',
  changelogEn: '',
});
