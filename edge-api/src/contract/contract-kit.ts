// The steps of the contract tests (decision 038): a call made by its key as the clients make it, its
// answer parsed with the schema the clients' types come from. An answer that fails the schema, or holds
// fields the schema does not know, fails the test with the path of what differs.
import * as v from 'valibot';
import { expect } from 'vitest';
import { callTarget, withQuery, type QueryValue } from '#core/api/call-contract.ts';
import { apiContract, type AnswerOf, type ApiCallKey, type ApiOptions } from '#core/api/contract.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { envelopeSchema } from '#core/schemas/common.ts';
import { seedAll } from '#db/seed/seed.ts';
import { freshIp, TEST_START, type TestApp } from '../testing/api-kit.ts';

/** Who calls: the session cookie to send (a member's or an admin's) and the language. */
export type Caller = { cookie?: string | undefined; lang?: Lang };

/** A call's parameters, query and body as the contract types them, and who makes it. */
export type LiveCall<K extends ApiCallKey> = ApiOptions<K> & Caller;

type LooseCall = Caller & { params?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown };

/**
 * The portal's demo content and demo accounts, as a first start seeds them: every kind has entries, their
 * writers have accounts, and the search index is built. Run before a test makes accounts of its own.
 */
export const seedDemoPortal = (t: TestApp) => seedAll(t.db, t.blobs, t.deps.passwords.hash, { now: TEST_START });

/** The issues of a failed parse, one line each, with the path of the value. */
const issueLines = (issues: v.BaseIssue<unknown>[]) =>
  issues.map((issue) => `${issue.path?.map((item) => String(item.key)).join('.') ?? '(root)'}: ${issue.message}`).join('\n');

/** Makes the call `key` and answers its `data`, parsed with the contract's schema of it. */
export async function liveAnswer<K extends ApiCallKey>(t: TestApp, key: K, live: LiveCall<K>): Promise<AnswerOf<K>> {
  const call = live as LooseCall;
  const { method, path } = callTarget(key, call.params);
  const url = withQuery(path, call.query);
  const headers = { 'x-test-ip': freshIp(), ...(call.cookie ? { cookie: call.cookie } : {}) };
  const lang = call.lang ?? 'ko';
  const res = method === 'GET' ? await t.get(url, lang, headers) : await t.send(method, url, call.body, lang, headers);
  const envelope = (await res.json()) as { message?: string };
  expect(res.ok, `${key}: ${res.status} ${envelope.message ?? ''}`).toBe(true);
  const parsed = v.safeParse(envelopeSchema(apiContract[key].answer), envelope);
  if (!parsed.success) throw new Error(`${key} answered outside its schema:\n${issueLines(parsed.issues)}`);
  // the schemas keep only the fields they know: what the answer holds besides is drift too
  expect(parsed.output, `${key} answered fields its schema does not know`).toEqual(envelope);
  return parsed.output.data;
}
