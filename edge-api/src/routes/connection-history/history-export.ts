// What the console's history lists share (admin spec §1, history logs): the date filters checked,
// the export's file name, and the personal-information download record with its reason (DESIGN.md §4).
import type { Context } from 'hono';
import { localDate } from '#core/dates.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { HistoryQuery } from '#core/schemas/admin-auth.ts';
import { recordPersonalInfoDownload } from '#db/queries/audit.ts';
import { koreanDayStart, type HistoryFilter } from '#db/queries/history-filter.ts';
import { describeFilters, recordAdminExport } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import type { AppEnv } from '../../types.ts';

/** The list filters, with the dates checked: real calendar days, the start not after the end. */
export function historyFilter(c: Context<AppEnv>, query: HistoryQuery): HistoryFilter {
  for (const field of ['fromDate', 'toDate'] as const) {
    const day = query[field];
    if (day !== undefined && koreanDayStart(day) === null) throw new ApiError(422, 'validation.invalid', { field: c.var.t(`field.${field}`) });
  }
  if (query.fromDate && query.toDate && query.fromDate > query.toDate) throw new ApiError(422, 'console.dateRangeInvalid');
  return { fromDate: query.fromDate, toDate: query.toDate, keyword: query.keyword };
}

/** The filters as the access history's detail text. */
export const filterDetail = (query: HistoryQuery) =>
  describeFilters({ page: query.page, pageSize: query.pageSize, fromDate: query.fromDate, toDate: query.toDate, keyword: query.keyword });

/** `접속 이력_20261120.xlsx`: the list's name in the caller's language and today's Korean date. */
export function exportFileName(c: Context<AppEnv>, nameKey: MessageKey): string {
  return `${c.var.t(nameKey)}_${localDate(c.var.deps.now().toISOString()).replaceAll('-', '')}.xlsx`;
}

/** Writes the export into the admin access history and the personal-information download history. */
export async function recordExport(
  c: Context<AppEnv>,
  what: { screen: string; dataType: string; reason: string; fileName: string; rowCount: number; filter: HistoryFilter },
) {
  const { user } = requireAuth(c);
  const filters = describeFilters({ fromDate: what.filter.fromDate, toDate: what.filter.toDate, keyword: what.filter.keyword });
  await recordAdminExport(c, what.screen, `${what.fileName} (${what.rowCount}); ${filters}`);
  await recordPersonalInfoDownload(c.var.deps.db, {
    adminId: user.id,
    adminUsername: user.username,
    dataType: what.dataType,
    reason: what.reason,
    fileName: what.fileName,
    rowCount: what.rowCount,
    filters,
    ip: c.var.clientIp,
    createdAt: c.var.deps.now().toISOString(),
  });
}
