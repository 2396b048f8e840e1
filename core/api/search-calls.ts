// Site search (portal spec §3 Search): every group at once, then more of one group; suggestions as a reader types,
// and a result opened from the search page, for the search log (issue 31).
import * as v from 'valibot';
import { searchOpenedQuery } from '../schemas/search-log.ts';
import { searchAllQuery, searchAllResult, searchMoreQuery, searchMoreResult, searchSuggestions, searchSuggestQuery } from '../schemas/search.ts';
import { callFamily } from './call-contract.ts';

export const searchCalls = callFamily({
  'GET /api/public/searching': { answer: searchAllResult, query: searchAllQuery },
  'GET /api/public/searching/load-more': { answer: searchMoreResult, query: searchMoreQuery },
  'GET /api/public/searching/suggest': { answer: searchSuggestions, query: searchSuggestQuery },
  'POST /api/public/searching/opened': { answer: v.null(), query: searchOpenedQuery },
});
