// The console's history lists on the server (admin spec §1, history logs; §2): a list call and its
// Excel export call made from one declaration — the call's path, the screen recorded in the admin
// access history, the list's queries (db/queries/history-list.ts) and the export's columns with their
// message keys. What every history shares lives here too: the date filters checked, the export's file
// name, and the personal-information download record with its reason (DESIGN.md §4).
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { localDate } from '#core/dates.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { historyExportQuery, historyQuery, type HistoryQuery } from '#core/schemas/admin-auth.ts';
import { recordPersonalInfoDownload } from '#db/queries/audit.ts';
import { koreanDayStart, type HistoryFilter } from '#db/queries/history-filter.ts';
import type { HistoryList } from '#db/queries/history-list.ts';
import type { AppEnv } from '../types.ts';
import { describeFilters, recordAdminExport, recordAdminView } from './admin-access.ts';
import { ApiError } from './api-error.ts';
import { requireAuth } from './authorize.ts';
import { ok } from './envelope.ts';
import { excelResponse, EXPORT_MAX_ROWS, type ExcelColumn } from './excel.ts';
import { validate } from './validate.ts';

/** The filters of a history query with `type` for a list that filters by one. */
type FilterQuery = Pick<HistoryQuery, 'fromDate' | 'toDate'> & { keyword?: string | undefined; type?: string | undefined };

/** The list filters, with the dates checked: real calendar days, the start not after the end. */
export function historyFilter(c: Context<AppEnv>, query: FilterQuery): HistoryFilter {
  for (const field of ['fromDate', 'toDate'] as const) {
    const day = query[field];
    if (day !== undefined && koreanDayStart(day) === null) throw new ApiError(422, 'validation.invalid', { field: c.var.t(`field.${field}`) });
  }
  if (query.fromDate && query.toDate && query.fromDate > query.toDate) throw new ApiError(422, 'console.dateRangeInvalid');
  return { fromDate: query.fromDate, toDate: query.toDate, keyword: query.keyword, ...(query.type !== undefined && { type: query.type }) };
}

/** The filters as the access history's detail text. */
export const filterDetail = (query: HistoryQuery & { type?: string | undefined }) =>
  describeFilters({ page: query.page, pageSize: query.pageSize, fromDate: query.fromDate, toDate: query.toDate, keyword: query.keyword, type: query.type });

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
  const filters = describeFilters({ fromDate: what.filter.fromDate, toDate: what.filter.toDate, keyword: what.filter.keyword, type: what.filter.type });
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

/** A history list of the console as the API serves it. */
export type HistoryRoutesDeclaration<Path extends string, Item> = {
  /** The list call (`/admin/connect-hist`); the export is `<path>/download`. */
  path: Path;
  /** The console screen recorded in the admin access history (`/admin/history-connect`). */
  screen: string;
  /** The OpenAPI summaries of the two calls. */
  summary: { list: string; export: string };
  /** The list's queries (db/queries/history-list.ts). */
  list: HistoryList<Item>;
  export: {
    /** The personal-information download record's data type (`CONNECTION_HISTORY`). */
    dataType: string;
    /** The file's name before the date, a message key (`console.connectionHistory.fileName`). */
    fileName: MessageKey;
    /** The sheet's columns, headed by message keys in the caller's language. */
    columns: readonly ExcelColumn<Item>[];
  };
};

const tags = ['Console history'];

/**
 * GET `<path>`: one page of the list (`historyQuery`: page, pageSize, fromDate..toDate in Korean calendar
 * days, keyword), the view recorded after the read so the list shows the history as it was when asked
 * for. GET `<path>/download`: every filtered row (at most 10,000) as .xlsx, the reason recorded.
 */
export function historyRoutes<Path extends string, Item>(declaration: HistoryRoutesDeclaration<Path, Item>) {
  const { path, screen, list } = declaration;
  return new Hono<AppEnv>()
    .get(
      path,
      describeRoute({
        tags,
        summary: declaration.summary.list,
        responses: { 200: { description: '`{ items, total, page, pageSize, totalPages }`' }, 422: { description: 'A filter is invalid' } },
      }),
      validate('query', historyQuery),
      async (c) => {
        const query = c.req.valid('query');
        const page = await list.page(c.var.deps.db, { ...historyFilter(c, query), page: query.page, pageSize: query.pageSize });
        // written after the read, so the list shows the history as it was when asked for
        await recordAdminView(c, screen, filterDetail(query));
        return ok(c, page);
      },
    )
    .get(
      `${path}/download`,
      describeRoute({
        tags,
        summary: declaration.summary.export,
        responses: { 200: { description: 'The .xlsx file' }, 422: { description: 'The reason is missing or a filter is invalid' } },
      }),
      validate('query', historyExportQuery),
      async (c) => {
        const query = c.req.valid('query');
        const filter = historyFilter(c, query);
        const rows = await list.rows(c.var.deps.db, filter, EXPORT_MAX_ROWS);
        const fileName = exportFileName(c, declaration.export.fileName);
        await recordExport(c, { screen, dataType: declaration.export.dataType, reason: query.reason, fileName, rowCount: rows.length, filter });
        return excelResponse(c, fileName, declaration.export.columns, rows);
      },
    );
}
