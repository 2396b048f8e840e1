// Excel exports of the console (DESIGN.md §3: write-excel-file on the server). The `/node` build is
// used in both runtimes: it zips synchronously and streams through node:stream, which workerd has
// with nodejs_compat; the `/universal` build zips in a Web Worker above 160 KB, which workerd lacks.
import type { Context } from 'hono';
import writeXlsxFile from 'write-excel-file/node';
import type { MessageKey } from '#core/i18n/translate.ts';
import { contentDisposition } from '../routes/file/file.routes.ts';
import type { AppEnv } from '../types.ts';

/** The most rows one export holds. */
export const EXPORT_MAX_ROWS = 10_000;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExcelColumn<T> = { header: MessageKey; value: (row: T) => string | number | null; width?: number };

/**
 * A text that a spreadsheet could read as a formula (`=`, `+`, `-`, `@`, and the tab and carriage
 * return OWASP adds) gets a leading apostrophe, so it is shown as typed and never run (DESIGN.md §4).
 */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The .xlsx bytes of rows under headers in the caller's language. */
export async function buildWorkbook<T>(
  t: (key: MessageKey) => string,
  columns: readonly ExcelColumn<T>[],
  rows: readonly T[],
): Promise<Uint8Array<ArrayBuffer>> {
  const header = columns.map((column) => ({ value: t(column.header), fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row);
      if (value === null) return null;
      return typeof value === 'number' ? { value, type: Number } : { value: escapeCell(value), type: String };
    }),
  );
  const buffer = await writeXlsxFile([header, ...body], { columns: columns.map((column) => ({ width: column.width ?? 20 })) }).toBuffer();
  // a copy on its own ArrayBuffer: what Response accepts as a body in both runtimes
  return new Uint8Array(buffer);
}

/** An .xlsx download: attachment under an RFC 5987 name (Korean kept), never sniffed or cached. */
export async function excelResponse<T>(c: Context<AppEnv>, fileName: string, columns: readonly ExcelColumn<T>[], rows: readonly T[]): Promise<Response> {
  const bytes = await buildWorkbook(c.var.t, columns, rows);
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
