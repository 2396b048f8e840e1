// The one place where an authoring form sends what it saves or deletes (portal spec §4): every form
// describes its call (path, method, body) and the kit sends it here, so the calls can be typed in one edit.
import type { Lang } from '#core/i18n/locales.ts';
import { callApi } from '../lib/api-client.ts';

/** A create (POST) or an update (PUT) with the body the spec's call takes. */
export type SaveCall = { path: string; method: 'POST' | 'PUT'; body: unknown };

/** Sends a save; resolves with the envelope (a create answers with the new id) or throws ApiFailure. */
export const sendSave = <T = unknown>(call: SaveCall, lang: Lang) => callApi<T>(call.path, { method: call.method, body: call.body, lang });

/** Sends a delete; throws ApiFailure when the server refuses. */
export const sendDelete = (path: string, lang: Lang) => callApi<unknown>(path, { method: 'DELETE', lang });

/** The call of a form that creates with one call and updates with another, by the spec's rule (isCreate). */
export const createOrUpdate = (create: boolean, paths: { create: string; update: string }, body: unknown): SaveCall =>
  create ? { path: paths.create, method: 'POST', body } : { path: paths.update, method: 'PUT', body };
