// Site search (portal spec §3 Search): every group at once, then more of one group.
import { searchAllQuery, searchAllResult, searchMoreQuery, searchMoreResult } from '../schemas/search.ts';
import { callFamily } from './call-contract.ts';

export const searchCalls = callFamily({
  'GET /api/public/searching': { answer: searchAllResult, query: searchAllQuery },
  'GET /api/public/searching/load-more': { answer: searchMoreResult, query: searchMoreQuery },
});
