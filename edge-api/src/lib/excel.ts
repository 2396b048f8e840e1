// Excel exports of the console (DESIGN.md §3: write-excel-file on the server; docs/exports.md). The
// `/node` build is used in both runtimes: it zips synchronously and streams through node:stream, which
// workerd has with nodejs_compat; the `/universal` build zips in a Web Worker above 160 KB, which
// workerd lacks. Every export goes through here: headers in the caller's language, times in the
// caller's time zone, cells that a spreadsheet would run as formulas escaped, and a row limit that
// keeps one export within a Worker isolate's memory.
import type { Context } from 'hono';
import writeXlsxFile from 'write-excel-file/node';
import { KOREA_OFFSET, localDateTime, offsetLabel } from '#core/dates.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { whileHolding } from '#db/queries/lease.ts';
import { contentDisposition } from '../routes/file/file.routes.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';
import { createGate } from './gate.ts';

/**
 * The most rows one export holds. Measured in workerd (bench/excel-export.mjs, docs/exports.md): an
 * export of the widest list peaks at about 4.5 MB more per 1,000 rows (10,000 rows: 49 MB; 30,000: 141 MB,
 * past the isolate's 128 MB). An isolate serves several requests at once, so 10,000 rows leaves room for
 * a second export and the D1 answer beside one.
 */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * One workbook built at a time per process (or isolate): a 10,000-row export holds 50–60 MB while it is
 * built, and the Node server's heap has a ceiling (scripts/server-process.mjs, docs/deployment.md). Exports
 * asked for together wait their turn instead of holding that memory several times over.
 */
const building = createGate(1);

/**
 * And one at a time among all the processes of the database (decision 034: several Node processes share
 * one machine's memory): the export lease. A build takes about a second; a process that crashed while
 * building loses the lease after EXPORT_LEASE_MS, and an export that waited EXPORT_WAIT_MS for it is
 * answered 503 (`exports.busy`) rather than kept waiting.
 */
export const EXPORT_LEASE_NAME = 'excel export';
export const EXPORT_LEASE_MS = 2 * 60_000;
export const EXPORT_WAIT_MS = 15_000;

/** Workbooks waiting for their turn (for tests and logs). */
export const workbooksWaiting = () => building.waiting;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExcelColumn<T> = {
  header: MessageKey;
  /** The cell of a row; `t` names a code in the caller's language. */
  value: (row: T, t: (key: MessageKey) => string) => string | number | null;
  width?: number;
  /** The value is an ISO instant: written as `YYYY-MM-DD HH:mm:ss` in the caller's time zone, named in the header. */
  instant?: true;
};

/**
 * A text that a spreadsheet could read as a formula (`=`, `+`, `-`, `@`, and the tab and carriage
 * return OWASP adds) gets a leading apostrophe, so it is shown as typed and never run (DESIGN.md §4).
 */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The .xlsx bytes of rows under headers in the caller's language, instants in its time zone (Korea by default). */
export async function buildWorkbook<T>(
  t: (key: MessageKey) => string,
  columns: readonly ExcelColumn<T>[],
  rows: readonly T[],
  offsetMinutes: number = KOREA_OFFSET,
): Promise<Uint8Array<ArrayBuffer>> {
  return building.run(() => build(t, columns, rows, offsetMinutes));
}

/** One sheet of a workbook: its name, its columns and its rows. */
export type ExcelSheet<T> = { name: string; columns: readonly ExcelColumn<T>[]; rows: readonly T[] };

/** A sheet's header and body as write-excel-file takes them, texts escaped and instants in the zone. */
function sheetData<T>(t: (key: MessageKey) => string, columns: readonly ExcelColumn<T>[], rows: readonly T[], offsetMinutes: number) {
  const zone = offsetLabel(offsetMinutes);
  const header = columns.map((column) => ({ value: column.instant ? `${t(column.header)} (${zone})` : t(column.header), fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row, t);
      if (value === null) return null;
      if (typeof value === 'number') return { value, type: Number };
      return { value: escapeCell(column.instant ? localDateTime(value, offsetMinutes) : value), type: String };
    }),
  );
  return [header, ...body];
}

/** The characters a sheet's name may not hold, and its longest length (the spreadsheet's own rules). */
const SHEET_NAME_MAX = 31;
export const sheetNameOf = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, SHEET_NAME_MAX);

async function build<T>(
  t: (key: MessageKey) => string,
  columns: readonly ExcelColumn<T>[],
  rows: readonly T[],
  offsetMinutes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await writeXlsxFile(sheetData(t, columns, rows, offsetMinutes), {
    columns: columns.map((column) => ({ width: column.width ?? 20 })),
  }).toBuffer();
  // a copy on its own ArrayBuffer: what Response accepts as a body in both runtimes
  return new Uint8Array(buffer);
}

/** A workbook of several sheets (a member's own data, issue 33), with the same cells as a one-sheet export. */
async function buildSheets<T>(t: (key: MessageKey) => string, sheets: readonly ExcelSheet<T>[], offsetMinutes: number): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await writeXlsxFile(
    sheets.map((sheet) => ({
      sheet: sheetNameOf(sheet.name),
      data: sheetData(t, sheet.columns, sheet.rows, offsetMinutes),
      columns: sheet.columns.map((column) => ({ width: column.width ?? 20 })),
    })),
  ).toBuffer();
  return new Uint8Array(buffer);
}

/**
 * The rows of an export, read one past the limit: more than EXPORT_MAX_ROWS is refused with a request
 * to narrow the filters (422 `exports.tooManyRows`) rather than cut short or run the Worker out of memory.
 */
export async function exportRows<T>(read: (limit: number) => Promise<T[]>): Promise<T[]> {
  const rows = await read(EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS) throw new ApiError(422, 'exports.tooManyRows', { limit: EXPORT_MAX_ROWS.toLocaleString('en-US') });
  return rows;
}

/** A workbook built in its turn in this process and holding the export lease among the others. */
async function leasedBuild(c: Context<AppEnv>, make: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>> {
  const { db, now } = c.var.deps;
  const terms = { ttlMs: EXPORT_LEASE_MS, waitMs: EXPORT_WAIT_MS, now: () => now().getTime() };
  const built = await building.run(() => whileHolding(db, EXPORT_LEASE_NAME, terms, make));
  if (!built.ran) throw new ApiError(503, 'exports.busy');
  return built.value;
}

/** An .xlsx answer: attachment under an RFC 5987 name (Korean kept), never sniffed or cached. */
function xlsxResponse(bytes: Uint8Array<ArrayBuffer>, fileName: string): Response {
  return new Response(bytes, {
    headers: {
      'content-type': XLSX_TYPE,
      'content-length': String(bytes.byteLength),
      'content-disposition': contentDisposition(fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
}

/** An .xlsx download of one sheet: attachment under an RFC 5987 name (Korean kept), never sniffed or cached. */
export async function excelResponse<T>(c: Context<AppEnv>, fileName: string, columns: readonly ExcelColumn<T>[], rows: readonly T[]): Promise<Response> {
  return xlsxResponse(await leasedBuild(c, () => build(c.var.t, columns, rows, c.var.tzOffset)), fileName);
}

/** An .xlsx download of several sheets, built under the same gate and lease as every export. */
export async function excelSheetsResponse<T>(c: Context<AppEnv>, fileName: string, sheets: readonly ExcelSheet<T>[]): Promise<Response> {
  return xlsxResponse(await leasedBuild(c, () => buildSheets(c.var.t, sheets, c.var.tzOffset)), fileName);
}
