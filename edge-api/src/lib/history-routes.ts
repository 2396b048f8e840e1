// The console's history lists on the server (admin spec §1, history logs; §2): a list call and its
// Excel export call made from one declaration — the call's path, the screen recorded in the admin
// access history, the list's queries (db/queries/history-list.ts) and the export's columns with their
// message keys. What every history shares lives here too: the date filters checked, the export's file
// name, and the personal-information download record with its reason (DESIGN.md §4). An export of
// personal data is masked as its list is unless a reason is given (issue 33, decision 051); with one it is
// in full and recorded as a personal download. A list that holds no personal information declares
// `personal: false`: its export asks no reason and leaves no download record, but is still written in
// the admin access history (docs/exports.md).
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { describeRoute } from 'hono-openapi';
import { HISTORY_WINDOW } from '#core/constants.ts';
import { localDate } from '#core/dates.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { historyExportQuery, historyQuery, type HistoryQuery } from '#core/schemas/admin-auth.ts';
import type { PersonalDataType } from '#core/schemas/download-history.ts';
import { recordPersonalInfoDownload } from '#db/queries/audit.ts';
import { periodProblem, type HistoryFilter } from '#db/queries/history-filter.ts';
import type { HistoryList } from '#db/queries/history-list.ts';
import type { AppEnv } from '../types.ts';
import { describeFilters, recordAdminExport, recordAdminView } from './admin-access.ts';
import { ApiError } from './api-error.ts';
import { requireAuth } from './authorize.ts';
import { ok } from './envelope.ts';
import { excelResponse, exportRows, type ExcelColumn } from './excel.ts';
import { maskedRows } from './masking.ts';
import { validate } from './validate.ts';

/** The filters of a history query with `type` for a list that filters by one. */
type FilterQuery = Pick<HistoryQuery, 'fromDate' | 'toDate'> & { keyword?: string | undefined; type?: string | undefined };

/** The list filters, with the dates checked: real calendar days, the start not after the end. */
export function historyFilter(c: Context<AppEnv>, query: FilterQuery): HistoryFilter {
  const problem = periodProblem(query);
  if (problem && 'field' in problem) throw new ApiError(422, 'validation.invalid', { field: c.var.t(`field.${problem.field}`) });
  if (problem) throw new ApiError(422, 'console.dateRangeInvalid');
  return { fromDate: query.fromDate, toDate: query.toDate, keyword: query.keyword, ...(query.type !== undefined && { type: query.type }) };
}

/** The filters as the access history's detail text. */
export const filterDetail = (query: HistoryQuery & { type?: string | undefined }) =>
  describeFilters({ page: query.page, pageSize: query.pageSize, fromDate: query.fromDate, toDate: query.toDate, keyword: query.keyword, type: query.type });

/** `접속 이력_20261120.xlsx`: the screen's name in the caller's language and today's date in the caller's time zone. */
export function exportFileName(c: Context<AppEnv>, nameKey: MessageKey): string {
  return `${c.var.t(nameKey)}_${localDate(c.var.deps.now().toISOString(), c.var.tzOffset).replaceAll('-', '')}.xlsx`;
}

/** What an export wrote down: always the admin access history; for personal data also the download history. */
export type ExportRecord = { screen: string; fileName: string; rowCount: number; filter: HistoryFilter };

/** Writes an export of data without personal information into the admin access history. */
export async function recordPlainExport(c: Context<AppEnv>, what: ExportRecord) {
  await recordAdminExport(c, what.screen, `${what.fileName} (${what.rowCount}); ${filtersOf(what.filter)}`);
}

const filtersOf = (filter: HistoryFilter) => describeFilters({ fromDate: filter.fromDate, toDate: filter.toDate, keyword: filter.keyword, type: filter.type });

/** Writes a personal-data export into the admin access history and the personal-information download history. */
export async function recordPersonalExport(
  c: Context<AppEnv>,
  what: { screen: string; dataType: PersonalDataType; reason: string; fileName: string; rowCount: number; filters: string },
) {
  const { user } = requireAuth(c);
  await recordAdminExport(c, what.screen, `${what.fileName} (${what.rowCount}); ${what.filters}`);
  await recordPersonalInfoDownload(c.var.deps.db, {
    adminId: user.id,
    adminUsername: user.username,
    dataType: what.dataType,
    reason: what.reason,
    fileName: what.fileName,
    rowCount: what.rowCount,
    filters: what.filters,
    ip: c.var.clientIp,
    createdAt: c.var.deps.now().toISOString(),
  });
}

/** An export of a list that shows personal data: its list call (whose rows say what is masked), screen and data type. */
export type PersonalExport = { list: string; screen: string; dataType: PersonalDataType; fileName: string; filters: string; reason: string | undefined };

/**
 * The rows of a personal-data export as they leave (issue 33, decision 051): without a reason, masked as
 * the list shows them and written in the admin access history only; with one, in full and written in the
 * personal-information download history too.
 */
export async function releasedRows<T>(c: Context<AppEnv>, what: PersonalExport, rows: readonly T[]): Promise<readonly T[]> {
  if (what.reason === undefined) {
    await recordAdminExport(c, what.screen, `${what.fileName} (${rows.length}, masked); ${what.filters}`);
    return maskedRows(what.list, rows);
  }
  await recordPersonalExport(c, { ...what, reason: what.reason, rowCount: rows.length });
  return rows;
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
  /**
   * The spec's own names of the list's query parameters, read as the shared ones: the download history
   * is asked for with `pageNo` and `dataType` (admin spec §7.1), the console's lists send `page` and `type`.
   */
  queryNames?: Partial<Record<string, 'page' | 'type'>>;
  export: {
    /** The file's name before the date, a message key (`console.connectionHistory.fileName`). */
    fileName: MessageKey;
    /** The sheet's columns, headed by message keys in the caller's language. */
    columns: readonly ExcelColumn<Item>[];
  } & (
    | {
        /** The personal-information download record's data type (`CONNECTION_HISTORY`). */
        dataType: PersonalDataType;
        personal?: true;
      }
    | {
        /** The rows hold no personal information: no reason asked, no download record (still an access record). */
        personal: false;
      }
  );
};

const tags = ['Console history'];

/** Reads the spec's parameter names as the shared ones before the query is validated (a shared name given too wins). */
function renameQuery(names: Partial<Record<string, 'page' | 'type'>> = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let renamed = false;
    for (const [name, shared] of Object.entries(names)) {
      const value = url.searchParams.get(name);
      if (shared === undefined || value === null) continue;
      url.searchParams.delete(name);
      if (!url.searchParams.has(shared)) url.searchParams.set(shared, value);
      renamed = true;
    }
    if (renamed) c.req.raw = new Request(url, c.req.raw);
    await next();
  };
}

/**
 * GET `<path>`: one page of the list (`historyQuery`: page, pageSize, fromDate..toDate in Korean calendar
 * days, keyword), the view recorded after the read so the list shows the history as it was when asked
 * for. GET `<path>/download`: every filtered row as .xlsx (at most EXPORT_MAX_ROWS, more is refused), the reason recorded for personal data.
 */
export function historyRoutes<Path extends string, Item>(declaration: HistoryRoutesDeclaration<Path, Item>) {
  const { path, screen, list } = declaration;
  const exported = declaration.export;
  return new Hono<AppEnv>()
    .get(
      path,
      describeRoute({
        tags,
        summary: declaration.summary.list,
        responses: {
          200: {
            description: '`{ items, total, page, pageSize, totalPages, more? }`: at most HISTORY_WINDOW (10,000) records counted, `more` when more match',
          },
          422: { description: 'A filter is invalid, or the page lies past the 10,000 records a list pages through' },
        },
      }),
      renameQuery(declaration.queryNames),
      validate('query', historyQuery),
      async (c) => {
        const query = c.req.valid('query');
        // a page past the counted window asks to narrow the filters (db/queries/history-list.ts)
        if ((query.page - 1) * query.pageSize >= HISTORY_WINDOW)
          throw new ApiError(422, 'console.beyondWindow', { max: HISTORY_WINDOW.toLocaleString('en-US') });
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
        responses: { 200: { description: 'The .xlsx file' }, 422: { description: 'The reason is too short or a filter is invalid' } },
      }),
      renameQuery(declaration.queryNames),
      // a reason unmasks a personal export, and is not asked otherwise
      validate('query', exported.personal === false ? historyQuery : historyExportQuery),
      async (c) => {
        const query: HistoryQuery & { reason?: string | undefined } = c.req.valid('query');
        const filter = historyFilter(c, query);
        const rows = await exportRows((limit) => list.rows(c.var.deps.db, filter, limit));
        const fileName = exportFileName(c, exported.fileName);
        if (exported.personal === false) {
          await recordPlainExport(c, { screen, fileName, rowCount: rows.length, filter });
          return excelResponse(c, fileName, exported.columns, rows);
        }
        const released = await releasedRows(
          c,
          { list: `GET /api${path}`, screen, dataType: exported.dataType, fileName, filters: filtersOf(filter), reason: query.reason },
          rows,
        );
        return excelResponse(c, fileName, exported.columns, released);
      },
    );
}
