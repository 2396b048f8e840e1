// The one place where an authoring form sends what it saves or deletes (portal spec §4): every form
// describes its call by the contract's key (core/api/contract.ts, decision 038), with the body and path
// parameters the contract types for that key, and the kit sends it here.
import type { ApiCallKey, ApiOptions } from '#core/api/contract.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { callApi } from '../lib/api-client.ts';

/** The calls a form saves with: a create (POST) or an update (PUT). */
export type SaveKey = Extract<ApiCallKey, `POST ${string}` | `PUT ${string}`>;
/** The calls a form deletes its content with. */
export type DeleteKey = Extract<ApiCallKey, `DELETE ${string}`>;

/** A call by key with the options the contract gives that key: one member of the union per key. */
type KeyedCall<K extends ApiCallKey> = { [Key in K]: { key: Key } & ApiOptions<Key> }[K];

/** A create or an update, with the body (and path parameters) its call takes. */
export type SaveCall = KeyedCall<SaveKey>;
/** A delete, with its path parameters (and query). */
export type DeleteCall = KeyedCall<DeleteKey>;

/**
 * Sends a call the form described; resolves with the envelope (a create answers with the new id) or
 * throws ApiFailure. The union of calls is checked where a form writes it; here every member is one call.
 */
const send = ({ key, ...options }: SaveCall | DeleteCall, lang: Lang) => callApi<ApiCallKey>(key, { ...options, lang } as never);

export const sendSave = (call: SaveCall, lang: Lang) => send(call, lang);

/** Sends a delete; throws ApiFailure when the server refuses. */
export const sendDelete = (call: DeleteCall, lang: Lang) => send(call, lang);

/** Whether a save creates (POST) rather than updates (PUT). */
export const createsContent = (call: SaveCall) => call.key.startsWith('POST ');
