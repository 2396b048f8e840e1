// A history list's filters in the address (admin spec §1, §2): the page, the date range, the keyword and
// the kind of record.
import { HISTORY_TYPE_PATTERN } from '#core/schemas/admin-auth.ts';
import type { HistoryFilters } from '#core/schemas/history.ts';
import { addressOf, keywordOf, pageOf, type ListAddress } from '../list-kit/list-address.ts';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export const historyAddress: ListAddress<HistoryFilters> = {
  read: (params) => {
    const fromDate = params.get('fromDate') ?? '';
    const toDate = params.get('toDate') ?? '';
    const keyword = keywordOf(params);
    const type = params.get('type') ?? '';
    return {
      page: pageOf(params),
      ...(datePattern.test(fromDate) && { fromDate }),
      ...(datePattern.test(toDate) && { toDate }),
      ...(keyword && { keyword }),
      ...(HISTORY_TYPE_PATTERN.test(type) && { type }),
    };
  },
  write: ({ page, fromDate, toDate, keyword, type }) => addressOf({ page, fromDate, toDate, keyword, type }),
};
