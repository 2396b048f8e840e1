// How My Page names what a member watches (issue 32, decision 047): a board by its name in the reader's language,
// a post and a catalogue item by their titles (an item's as its kind's loader gives it, in the reader's language
// where it has one), a tag by itself, a channel by its product, a model filter by its codes' names and keyword;
// each with the path of its page (a filter's: the model list with the filter set).
import { videoProductNameKeys, type VideoProduct } from '#core/education.ts';
import type { Translate } from '#core/i18n/translate.ts';
import type { CodeItem } from '#core/schemas/catalogue.ts';
import { isWatchableKind, parseModelFilterKey, type WatchItemView } from '#core/schemas/watch.ts';
import type { Db } from '#db/client.ts';
import { listAlgorithms, listIndustries } from '#db/queries/catalogue.ts';
import type { WatchRow } from '#db/queries/watch.ts';

type Catalogues = { industries: CodeItem[]; algorithms: CodeItem[] };

/** A filter in words: its industries, its algorithms and its keyword, joined by ×. */
function filterLabel(t: Translate, ko: boolean, key: string, catalogues: Catalogues): { label: string; path: string } {
  const filter = parseModelFilterKey(key);
  if (!filter) return { label: '', path: '' };
  const names = (codes: string[], items: CodeItem[]) =>
    codes.map((code) => items.find((item) => item.code === code)).map((item, at) => (item ? (ko ? item.nameKr : item.nameEn) : codes[at]));
  const parts = [
    names(filter.industries, catalogues.industries).join(', '),
    names(filter.algorithms, catalogues.algorithms).join(', '),
    filter.keyword ? t('watch.filter.keyword', { keyword: filter.keyword }) : '',
  ].filter(Boolean);
  const query = [
    filter.keyword ? `keyword=${encodeURIComponent(filter.keyword)}` : '',
    filter.industries.length > 0 ? `industries=${filter.industries.join(',')}` : '',
    filter.algorithms.length > 0 ? `algorithms=${filter.algorithms.join(',')}` : '',
  ].filter(Boolean);
  return { label: parts.join(' × '), path: `/resources/pre-built-model?${query.join('&')}` };
}

/** The rows of a page of watches as the call answers them, in the reader's language. */
export async function watchItemsOf(db: Db, t: Translate, lang: 'ko' | 'en', rows: WatchRow[]): Promise<WatchItemView[]> {
  const ko = lang === 'ko';
  const catalogues: Catalogues = rows.some((row) => row.target === 'MODEL_FILTER')
    ? { industries: await listIndustries(db), algorithms: await listAlgorithms(db) }
    : { industries: [], algorithms: [] };
  return rows.map((row) => {
    const base = { target: row.target, key: row.key, level: row.level, createdAt: row.createdAt };
    if (row.target === 'MODEL_FILTER') return { ...base, ...filterLabel(t, ko, row.key, catalogues) };
    if (row.target === 'CHANNEL') {
      const product = t(videoProductNameKeys[row.key as VideoProduct] ?? 'watch.target.CHANNEL');
      return { ...base, label: t('education.channelTitle', { product }), path: `/education/${row.key}-tv` };
    }
    if (isWatchableKind(row.target)) {
      const texts = row.document?.texts ?? [];
      const title = (texts.find((text) => text.lang === lang) ?? texts[0])?.title ?? '';
      return { ...base, label: title, path: row.document && title ? row.document.path : '' };
    }
    if (row.target === 'TAG') return { ...base, label: row.key, path: '' };
    if (row.target === 'BOARD')
      return { ...base, label: (ko ? row.boardNameKr : row.boardNameEn) ?? '', path: `/community/community-forum-list?boardId=${row.key}` };
    return { ...base, label: row.postTitle ?? '', path: `/community/community-forum-detail/${row.key}` };
  });
}
