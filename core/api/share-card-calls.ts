// The share card of a public page (decision 057). Its answer is a PNG picture, not an envelope: what `answer`
// names is the body's bytes; a refusal (a query that names no card, an item a visitor may not see) is the envelope
// of every call. No client calls it by key: the pages name its address in their <meta> tags (og:image).
import * as v from 'valibot';
import { shareCardQuery } from '../schemas/share-card.ts';
import { callFamily } from './call-contract.ts';

export const shareCardCalls = callFamily({
  'GET /api/public/share-card': { answer: v.instance(Uint8Array), query: shareCardQuery },
});
