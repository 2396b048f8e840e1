// The search of the story form's "Models and data sets used" (issue 35): the public lists' own keyword
// search, a few of each kind, so the form needs no call of its own and finds what the list pages find.
import type { Lang } from '#core/i18n/locales.ts';
import type { StoryUsageKind } from '#core/schemas/story-usage.ts';
import { callApi } from '../lib/api-client.ts';

/** A model or data set to choose, titled in both languages (a shared entry's one name twice). */
export type ChosenUse = { kind: StoryUsageKind; id: number; titleKr: string; titleEn: string };

/** Found of each kind at most. */
const PER_KIND = 5;

/** The live items of the three kinds whose texts match the keyword, pre-built models first. */
export async function searchUses(keyword: string, lang: Lang, signal: AbortSignal): Promise<ChosenUse[]> {
  const query = { keyword, pageSize: PER_KIND };
  const [models, shared, dataSets] = await Promise.all([
    callApi('GET /api/public/pre-built-model', { query, lang, signal }),
    callApi('GET /api/public/knowledge-sharing', { query: { ...query, type: 'model' }, lang, signal }),
    callApi('GET /api/public/knowledge-sharing', { query: { ...query, type: 'dataset' }, lang, signal }),
  ]);
  const found: ChosenUse[] = [];
  if ('items' in models.data) {
    for (const item of models.data.items) found.push({ kind: 'PRE_BUILT_MODEL', id: item.id, titleKr: item.titleKr, titleEn: item.titleEn });
  }
  for (const item of [...shared.data.items, ...dataSets.data.items]) {
    const name = item.type === 'model' ? item.modelName : item.dataSetName;
    found.push({ kind: item.type === 'model' ? 'KNOWLEDGE_MODEL' : 'KNOWLEDGE_DATA_SET', id: item.id, titleKr: name, titleEn: name });
  }
  return found;
}
