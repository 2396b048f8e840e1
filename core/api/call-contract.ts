// What a call of the clients is, declared once (decision 038): its key is the call matrix's
// ('METHOD /api/path' with `:name` parameters, core/auth/calls.ts), and its schemas say what the answer's
// `data` holds and what the query and the body may hold. The clients call by key and get their types
// from here; the API's contract tests parse live answers with the same schemas.
import type * as v from 'valibot';
import type { Method } from '../auth/calls.ts';

export type CallKey = `${Method} /api/${string}`;

/** The schemas of one call: `answer` is the envelope's `data`; `query` and `body` what the call reads. */
export type CallSchemas = { answer: v.GenericSchema; query?: v.GenericSchema; body?: v.GenericSchema };

/** Keeps the literal keys and schemas of a family of calls (the type is the contract; the value is for tests). */
export const callFamily = <const T extends { [K in keyof T]: K extends CallKey ? CallSchemas : never }>(calls: T): T => calls;

/** The names of the `:name` parameters of a key's path. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value a query string carries (the schemas read text; numbers and flags are written as text). */
export type QueryValue = string | number | boolean | undefined;

/** The query of a call: the fields its schema knows, each as query text. */
export type QueryFields<S> = S extends v.GenericSchema ? { [P in keyof v.InferInput<S>]?: QueryValue } : never;

/** The body a client sends: what the schema accepts. */
export type BodyFields<S> = S extends v.GenericSchema ? v.InferInput<S> : never;

/** The options a call by key takes: `params` when the path has some, `body` when the call reads one, `query` when it has one. */
export type KeyedOptions<K extends string, S extends CallSchemas> = ([ParamNames<K>] extends [never]
  ? { params?: never }
  : { params: { [N in ParamNames<K>]: string | number } }) &
  (S extends { body: v.GenericSchema } ? { body: BodyFields<S['body']> } : { body?: never }) &
  (S extends { query: v.GenericSchema } ? { query?: QueryFields<S['query']> } : { query?: never });

/** Whether a call by key can be made without options (no path parameter, no body). */
export type NeedsOptions<K extends string, S extends CallSchemas> = [ParamNames<K>] extends [never]
  ? S extends { body: v.GenericSchema }
    ? true
    : false
  : true;

/** A path with its query string: fields that are absent or empty are left out. */
export function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The method and the path of a call by key, its `:name` parameters filled in (encoded as a path segment). */
export function callTarget(key: CallKey, params: Record<string, string | number> | undefined): { method: Method; path: string } {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as Method;
  const path = key.slice(space + 1).replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return { method, path };
}
