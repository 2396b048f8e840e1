// Knowledge sharing's shared data sets: their calls, register and edit screens, menu entry and search tab
// are the shared models' (knowledge-model.ts).
import { defineKind } from './types.ts';

export const kind = defineKind({
  number: 4,
  nameKey: 'nav.knowledgeDataSet',
  itemKey: 'nav.knowledgeDataSet',
  readers: 'everyone',
  // what data sets are shared as: tables in text, columnar and spreadsheet forms, archives, a data dictionary
  uploads: { KNOWLEDGE_DATA_SET: ['csv', 'tsv', 'json', 'jsonl', 'parquet', 'xlsx', 'zip', 'txt', 'md', 'pdf'] },
  search: { category: 'KNOWLEDGE_SHARING', tab: 7, nameKey: 'search.categoryKnowledgeSharing' },
  detail: { route: '/community/Knowledge-sharing/data-sets/detail/:id' },
  bookmark: true,
  watch: true,
  feed: true,
  screens: [
    { route: '/community/Knowledge-sharing/data-sets', openTo: 'everyone', sitemap: true },
    { route: '/community/Knowledge-sharing/data-sets/detail/:id', openTo: 'everyone' },
  ],
  calls: {},
});
