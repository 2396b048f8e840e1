// The query of GET /api/public/share-card (decision 057): an item by its kind and id, or a page by its route,
// the card's language and the version its address carries (core/share-card.ts). Any other query is refused
// with one message in the caller's language: the address names no card of the portal.
import * as v from 'valibot';
import { langs } from '../i18n/locales.ts';
import { shareCardKinds, shareCardPages, type ShareCardSubject } from '../share-card.ts';
import { MAX_RECORD_ID } from './common.ts';

const INVALID = 'shareCard.invalid';

export const shareCardQuery = v.pipe(
  v.object({
    kind: v.optional(v.picklist(shareCardKinds, INVALID)),
    id: v.optional(v.pipe(v.string(INVALID), v.regex(/^[1-9]\d{0,9}$/, INVALID), v.transform(Number), v.maxValue(MAX_RECORD_ID, INVALID))),
    page: v.optional(v.picklist(shareCardPages, INVALID)),
    lang: v.picklist(langs, INVALID),
    v: v.pipe(v.string(INVALID), v.regex(/^[0-9a-z]{1,7}$/, INVALID)),
  }),
  // an item (its kind and id) or a page, never both and never half of an item
  v.check(
    (query) => (query.page === undefined ? query.kind !== undefined && query.id !== undefined : query.kind === undefined && query.id === undefined),
    INVALID,
  ),
  v.transform(({ kind, id, page, lang, v: version }) => {
    const subject: ShareCardSubject = page === undefined ? { kind: kind!, id: id! } : { page };
    return { subject, lang, version };
  }),
);
export type ShareCardQuery = v.InferOutput<typeof shareCardQuery>;
