// Personal data leaves the API masked (issue 33, decision 051): every answer is masked by its call's answer
// schema in the call contract (core/api/), whose personal fields say how (core/privacy/personal.ts), and an
// export is masked by its list's row schema unless the admin gave a reason. Full values leave only through
// an unmasking (routes/masking/) or an export with a reason, each written in the download history.
import type * as v from 'valibot';
import type { CallSchemas } from '#core/api/call-contract.ts';
import { apiContract } from '#core/api/contract.ts';
import type { Call } from '#core/auth/calls.ts';
import { maskerOf, type Masker } from '#core/privacy/personal.ts';

const contract: Record<string, CallSchemas | undefined> = apiContract;
const answerMaskers = new Map<string, Masker | null>();

/** The masker of a call's answer (null when its answer holds no personal field, or the contract has no such call). */
export function answerMasker(call: Pick<Call, 'method' | 'path'> | undefined): Masker | null {
  if (!call) return null;
  const key = `${call.method} ${call.path}`;
  if (!answerMaskers.has(key)) {
    const answer = contract[key]?.answer;
    answerMaskers.set(key, answer ? maskerOf(answer) : null);
  }
  return answerMaskers.get(key) ?? null;
}

/** The schema of the rows of a list call's answer: the `items` of its page (or of its periodic answer). */
export function rowSchemaOf(listKey: string): v.GenericSchema {
  const answer = contract[listKey]?.answer as { entries?: { items?: { item?: v.GenericSchema } } } | undefined;
  const row = answer?.entries?.items?.item;
  if (!row) throw new Error(`${listKey}: its answer has no rows (items) in the call contract`);
  return row;
}

/** The rows of a list as its list call shows them: every personal field masked. */
export function maskedRows<T>(listKey: string, rows: readonly T[]): T[] {
  const masker = maskerOf(rowSchemaOf(listKey));
  return masker ? rows.map((row) => masker(row) as T) : [...rows];
}
