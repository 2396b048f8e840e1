import { preBuiltModelListQuery, preBuiltModelPage } from '#core/schemas/pre-built-model.ts';
import { getPreBuiltModel, listPreBuiltModels } from '#db/queries/pre-built-model.ts';
import { catalogueRoutes } from '../../lib/catalogue-routes.ts';

/** The public pre-built model calls (admin spec §7.2): the list or one model, and the code lists that filter it. */
export const preBuiltModelRoutes = catalogueRoutes({
  path: '/pre-built-model',
  tag: 'Pre-built models',
  nouns: { many: 'pre-built models', one: 'model' },
  listQuery: preBuiltModelListQuery,
  page: preBuiltModelPage,
  list: listPreBuiltModels,
  get: getPreBuiltModel,
});
