// The list page's filters in the URL: `?keyword=..&industries=FIN,MAN&algorithms=CNN&task=vision&sort=views&page=2`,
// read with the schema the API uses (core/schemas/pre-built-model.ts) and written back in one canonical form.
import * as v from 'valibot';
import { modelCardCodeFields, modelListExtras, type ModelCardCodeField, type ModelSort } from '#core/schemas/model-card.ts';
import { preBuiltModelListQuery } from '#core/schemas/pre-built-model.ts';

/** A model list's order and card filters (issue 35): `?task=vision&sort=views`; '' for a filter not set. */
export type ModelListExtras = { sort: ModelSort } & Record<ModelCardCodeField, string>;

export type ModelListQuery = {
  page: number;
  keyword: string | undefined;
  industries: string[];
  algorithms: string[];
  /** A model list's (pre-built models'); a story list has none. */
  model?: ModelListExtras | undefined;
};

/** The order and card filters of a URL's input, each invalid value read as its default. */
export function parseModelListExtras(input: Record<string, unknown>): ModelListExtras {
  const read = <K extends keyof typeof modelListExtras>(key: K) => {
    const result = v.safeParse(modelListExtras[key], input[key]);
    return result.success ? result.output : v.getDefault(modelListExtras[key]);
  };
  return { sort: read('sort'), task: read('task'), framework: read('framework'), licence: read('licence'), inputType: read('inputType') };
}

/** The URL's parameters of a model list's order and card filters: only those set, the sort last. */
export function modelListExtrasParams(extras: ModelListExtras | undefined): string[] {
  if (!extras) return [];
  const parts = modelCardCodeFields.flatMap((field) => (extras[field] ? [`${field}=${encodeQueryValue(extras[field])}`] : []));
  return extras.sort === 'newest' ? parts : [...parts, `sort=${extras.sort}`];
}

/** Whether any card filter is set. */
export const hasCardFilter = (extras: ModelListExtras | undefined): boolean => modelCardCodeFields.some((field) => Boolean(extras?.[field]));

const defaults: ModelListQuery = { page: 1, keyword: undefined, industries: [], algorithms: [] };

/** The query string as the schema's input: a key given once is a string, a repeated key an array. */
export function searchParamsInput(params: URLSearchParams): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    input[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return input;
}

/** Reads one field with its own schema; an invalid value falls back to the default. */
function field<K extends keyof typeof preBuiltModelListQuery.entries>(key: K, input: Record<string, unknown>) {
  const result = v.safeParse(preBuiltModelListQuery.entries[key], input[key]);
  return result.success ? (result.output as v.InferOutput<(typeof preBuiltModelListQuery.entries)[K]>) : undefined;
}

/**
 * The filters of a list request. Invalid values are ignored rather than refused (a bad link still shows
 * the list), and codes that are not in the catalogues are dropped.
 */
export function parseModelListQuery(
  params: URLSearchParams,
  catalogues: { industries: readonly { code: string }[]; algorithms: readonly { code: string }[] },
  options: { model?: boolean } = {},
): ModelListQuery {
  const input = searchParamsInput(params);
  const whole = v.safeParse(preBuiltModelListQuery, input);
  const parsed = whole.success
    ? whole.output
    : {
        page: field('page', input),
        keyword: field('keyword', input),
        title: field('title', input),
        industries: field('industries', input),
        algorithms: field('algorithms', input),
      };
  const known = (selected: readonly string[] | undefined, catalogue: readonly { code: string }[]) => {
    const wanted = new Set(selected ?? []);
    return catalogue.filter((item) => wanted.has(item.code)).map((item) => item.code);
  };
  return {
    page: parsed.page ?? defaults.page,
    keyword: parsed.keyword ?? parsed.title ?? defaults.keyword,
    industries: known(parsed.industries, catalogues.industries),
    algorithms: known(parsed.algorithms, catalogues.algorithms),
    ...(options.model ? { model: parseModelListExtras(input) } : {}),
  };
}

/**
 * Percent-encodes everything but unreserved characters, so the result is left alone by browsers and by
 * URL parsers alike (encodeURIComponent keeps ' ( ) ! *, which some of them encode): the canonical query
 * string is a fixed point, and redirecting to it can never loop.
 */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonical query string of a list view ('' for the first page without filters). */
export function modelListSearch(query: ModelListQuery): string {
  const parts: string[] = [];
  if (query.keyword) parts.push(`keyword=${encodeQueryValue(query.keyword)}`);
  // codes are [A-Z0-9_], so the commas can stay readable
  if (query.industries.length > 0) parts.push(`industries=${query.industries.join(',')}`);
  if (query.algorithms.length > 0) parts.push(`algorithms=${query.algorithms.join(',')}`);
  parts.push(...modelListExtrasParams(query.model));
  if (query.page > 1) parts.push(`page=${query.page}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
