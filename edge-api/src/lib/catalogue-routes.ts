// The public calls of a catalogued kind of content (portal spec §7.2, admin spec §7.2), the same for every
// kind: GET /<kind> answers a page (page, pageSize, keyword or title, industries, algorithms) or, with
// ?id, one item; GET /<kind>-code answers the code lists that filter it. Each item carries its date in
// the caller's time zone (insDate).
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import { catalogueCodes } from '#core/schemas/catalogue.ts';
import { envelopeSchema, type Page } from '#core/schemas/common.ts';
import type { ModelCardCodeField } from '#core/schemas/model-card.ts';
import type { Db } from '#db/client.ts';
import type { CatalogueFilter } from '#db/queries/catalogue-content.ts';
import { listAlgorithms, listIndustries } from '#db/queries/catalogue.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';
import { okForEveryone } from './envelope.ts';
import { pageWithLocalDates, withLocalDate } from './timezone.ts';
import { validate } from './validate.ts';

type ListQuery = Omit<CatalogueFilter, 'keyword' | 'card' | 'lang'> &
  Partial<Record<ModelCardCodeField, string>> & { id?: number | undefined; keyword?: string | undefined; title?: string | undefined };

/**
 * The filter of a list call's query: `keyword`, or the spec's older `title`, matched in the kind's texts; for
 * a model list, its order and card filters too, a title order being by the title in the caller's language.
 */
export function catalogueFilterOf(query: ListQuery, lang?: Lang): CatalogueFilter {
  const { page, pageSize, industries, algorithms, sort } = query;
  const card = { task: query.task, framework: query.framework, licence: query.licence, inputType: query.inputType };
  return { page, pageSize, keyword: query.keyword ?? query.title, industries, algorithms, sort, lang, card };
}

export type CatalogueRoutesSpec<Item extends { insDtm: string }> = {
  /** The call's path and the kind's slug: `/pre-built-model` (the code lists are at `/pre-built-model-code`). */
  path: `/${string}`;
  /** The OpenAPI tag, and the nouns of the summaries: "models", "model". */
  tag: string;
  nouns: { many: string; one: string };
  listQuery: v.GenericSchema<unknown, ListQuery>;
  page: v.GenericSchema;
  list: (db: Db, filter: CatalogueFilter) => Promise<Page<Item>>;
  get: (db: Db, id: number) => Promise<Item | null>;
};

export function catalogueRoutes<Item extends { insDtm: string }>(spec: CatalogueRoutesSpec<Item>) {
  return new Hono<AppEnv>()
    .get(
      spec.path,
      describeRoute({
        tags: [spec.tag],
        summary: `Live ${spec.nouns.many}, newest first; or one ${spec.nouns.one} by id`,
        responses: {
          200: {
            description: `A page of ${spec.nouns.many}, or one ${spec.nouns.one} when id is given`,
            content: { 'application/json': { schema: resolver(envelopeSchema(spec.page)) } },
          },
          404: { description: `No live ${spec.nouns.one} has this id` },
          422: { description: 'A query value is invalid; the message says which, in the language of Accept-Language' },
        },
      }),
      validate('query', spec.listQuery),
      async (c) => {
        const query = c.req.valid('query');
        const { db } = c.var.deps;
        if (query.id !== undefined) {
          const item = await spec.get(db, query.id);
          if (!item) throw new ApiError(404, 'api.noData');
          return okForEveryone(c, withLocalDate(item, c.var.tzOffset));
        }
        const result = await spec.list(db, catalogueFilterOf(query, c.var.lang));
        return okForEveryone(c, pageWithLocalDates(result, c.var.tzOffset));
      },
    )
    .get(
      `${spec.path}-code`,
      describeRoute({
        tags: [spec.tag],
        summary: `The algorithm and industry code lists used to filter ${spec.nouns.many}`,
        responses: { 200: { description: 'Both code lists', content: { 'application/json': { schema: resolver(envelopeSchema(catalogueCodes)) } } } },
      }),
      async (c) => {
        const { db } = c.var.deps;
        const [algorithms, industries] = await Promise.all([listAlgorithms(db), listIndustries(db)]);
        return okForEveryone(c, { algorithms, industries });
      },
    );
}
