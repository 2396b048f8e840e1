// A member's own data (issue 33): everything the portal holds about them, as a JSON file or an Excel workbook with
// one sheet per kind, headers and sheet names in the language of the page that asked. Only with the password
// re-entered (it hands out all of their personal data), never anything secret (the password's hash, tokens), and
// only their own rows (db/queries/my-data.ts). The JSON file is streamed a page of rows at a time, so a member
// with many rows is exported in bounded memory; the workbook is built whole, like the console's exports, under
// their gate, lease and row limit (docs/exports.md), and past the limit the member is pointed to the JSON file.
// Each download is recorded in the member's own export history, and the same file asked for again within a
// minute (a second click, two tabs) is refused rather than built twice.
import { Hono, type Context } from 'hono';
import { localDate } from '#core/dates.ts';
import { consentItemKey } from '#core/schemas/consent.ts';
import { MY_DATA_EXPORT_INTERVAL_SECONDS, MY_DATA_EXPORTS_PER_DAY, MY_DATA_JSON_VERSION, myDataQuery, type MyDataFormat } from '#core/schemas/my-data.ts';
import { forgetPersonalDataExport, myDataReaders, recordPersonalDataExport, type MyDataKind, type MyDataRow } from '#db/queries/my-data.ts';
import type { AccountRow } from '#db/queries/session.ts';
import { ApiError } from '../../lib/api-error.ts';
import { consentStatesOf } from '../../lib/consent-change.ts';
import { documented } from '../../lib/describe-call.ts';
import { excelSheetsResponse, EXPORT_MAX_ROWS, type ExcelColumn, type ExcelSheet } from '../../lib/excel.ts';
import { requireReauth } from '../../lib/reauth.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { contentDisposition } from '../file/file.routes.ts';
import { accountFields, accountInstants, columnKey, myDataFields, myDataKinds, sheetKey } from './my-data-sections.ts';

const doc = documented('My data');

/** The rows read at a time: a page of the JSON file's stream. */
const PAGE_ROWS = 500;

/** The account as the export shows it (my-data-sections.ts `accountFields`): no hash, no counter, no token. */
function accountRecord(user: AccountRow): MyDataRow {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    companyName: user.companyName,
    departmentName: user.departmentName,
    phoneNumber: user.phoneNumber,
    country: user.country,
    secondaryEmail: user.secondaryEmail,
    role: user.role,
    status: user.status,
    lang: user.lang,
    privilege: user.privilege,
    createdAt: user.createdDtm,
    activatedAt: user.activatedAt,
    lastAccess: user.lastAccess,
    updatedAt: user.updatedDtm,
    passwordChangedAt: user.passwordChangedAt,
    dormantAt: user.dormantAt,
  } satisfies Record<(typeof accountFields)[number], MyDataRow[string]>;
}

/** A row with its `link` as an address on the portal (a page in the member's language, or a file's download). */
function withAddress(c: Context<AppEnv>, row: MyDataRow): MyDataRow {
  const link = row['link'];
  if (typeof link !== 'string') return row;
  const path = c.var.lang === 'en' && !link.startsWith('/api/') ? `/en${link}` : link;
  return { ...row, link: new URL(path, c.var.deps.config.publicSiteUrl).href };
}

/** Every row of a kind, a page at a time. */
async function* rowsOf(c: Context<AppEnv>, kind: MyDataKind, userId: number): AsyncGenerator<MyDataRow[]> {
  let after = 0;
  for (;;) {
    const page = await myDataReaders[kind](c.var.deps.db, userId, after, PAGE_ROWS);
    if (page.length > 0) yield page.map(({ row }) => withAddress(c, row));
    const last = page.at(-1);
    if (!last || page.length < PAGE_ROWS) return;
    after = last.cursor;
  }
}

/** The JSON file's text, a piece at a time: the head (account, consents), then each kind as an array, page by page. */
async function* jsonPieces(c: Context<AppEnv>, user: AccountRow): AsyncGenerator<string> {
  const consents = await consentStatesOf(c.var.deps.db, user);
  const head = { format: 'my-data', version: MY_DATA_JSON_VERSION, exportedAt: c.var.deps.now().toISOString(), account: accountRecord(user), consents };
  yield JSON.stringify(head).slice(0, -1);
  for (const kind of myDataKinds) {
    yield `,${JSON.stringify(kind)}:[`;
    let first = true;
    for await (const rows of rowsOf(c, kind, user.id)) {
      yield (first ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(',');
      first = false;
    }
    yield ']';
  }
  yield '}\n';
}

function jsonResponse(c: Context<AppEnv>, user: AccountRow, fileName: string): Response {
  const pieces = jsonPieces(c, user);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    // pulled as the client reads: a slow reader holds one page, not the whole file
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        c.var.deps.log.error('my-data export failed', { error: String(error) });
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': contentDisposition(fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
}

/** A cell of the workbook: a flag in words of the member's language, a number as a number. */
const cellOf = (value: MyDataRow[string], t: (key: 'myData.yes' | 'myData.no') => string) =>
  typeof value === 'boolean' ? t(value ? 'myData.yes' : 'myData.no') : value === null ? null : typeof value === 'number' ? value : value;

/** The sheets of the workbook, refused (422) past the console's row limit: the JSON file holds any number. */
async function workbookSheets(c: Context<AppEnv>, user: AccountRow): Promise<ExcelSheet<MyDataRow>[]> {
  const { t } = c.var;
  const account = accountRecord(user);
  const pair: ExcelColumn<MyDataRow>[] = [
    { header: 'myData.column.field', value: (row) => t(columnKey(String(row['field']))), width: 24 },
    { header: 'myData.column.value', value: (row) => (accountInstants.has(String(row['field'])) ? null : cellOf(row['value'] ?? null, t)), width: 36 },
    {
      header: 'myData.column.at',
      value: (row) => (accountInstants.has(String(row['field'])) ? ((row['value'] as string | null) ?? null) : null),
      instant: true,
      width: 22,
    },
  ];
  const consents = await consentStatesOf(c.var.deps.db, user);
  const consentColumns: ExcelColumn<MyDataRow>[] = [
    { header: 'myData.column.item', value: (row) => t(consentItemKey(String(row['item']))), width: 36 },
    { header: 'myData.column.agreed', value: (row) => cellOf(row['agreed'] ?? null, t), width: 10 },
    { header: 'myData.column.changedAt', value: (row) => (row['changedAt'] as string | null) ?? null, instant: true, width: 22 },
  ];
  const sheets: ExcelSheet<MyDataRow>[] = [
    { name: t(sheetKey('account')), columns: pair, rows: accountFields.map((field) => ({ field, value: account[field] ?? null })) },
    { name: t(sheetKey('consents')), columns: consentColumns, rows: [...consents.required, ...consents.optional] },
  ];
  let total = 0;
  for (const kind of myDataKinds) {
    const rows: MyDataRow[] = [];
    for await (const page of rowsOf(c, kind, user.id)) {
      total += page.length;
      if (total > EXPORT_MAX_ROWS) throw new ApiError(422, 'myData.tooManyRowsForWorkbook', { limit: EXPORT_MAX_ROWS.toLocaleString('en-US') });
      rows.push(...page);
    }
    const columns = myDataFields[kind].map((field): ExcelColumn<MyDataRow> => ({
      header: columnKey(field.name),
      value: (row) => (field.label && typeof row[field.name] === 'string' ? t(field.label(String(row[field.name]))) : cellOf(row[field.name] ?? null, t)),
      ...(field.instant ? { instant: true as const } : {}),
      ...(field.width ? { width: field.width } : {}),
    }));
    sheets.push({ name: t(sheetKey(kind)), columns, rows });
  }
  return sheets;
}

export const myDataRoutes = new Hono<AppEnv>().get(
  '/member/my-data',
  doc('Downloads everything the portal holds about the member, as JSON (streamed) or as an Excel workbook (one sheet per kind)', {
    200: 'The file',
    403: 'The password was not re-entered',
    422: `More than ${EXPORT_MAX_ROWS} rows for the workbook: the JSON file holds them all`,
    429: 'The same file was downloaded within the last minute, or 20 files in a day',
  }),
  validate('query', myDataQuery),
  async (c) => {
    const { user } = requireReauth(c);
    const { db } = c.var.deps;
    const format: MyDataFormat = c.req.valid('query').format;
    const now = c.var.deps.now().toISOString();
    const recorded = await recordPersonalDataExport(
      db,
      { userId: user.id, format: format === 'json' ? 'JSON' : 'XLSX', ip: c.var.clientIp, createdAt: now },
      { intervalSeconds: MY_DATA_EXPORT_INTERVAL_SECONDS, perDay: MY_DATA_EXPORTS_PER_DAY },
    );
    if (recorded === null) throw new ApiError(429, 'myData.exportTooSoon', { seconds: MY_DATA_EXPORT_INTERVAL_SECONDS, count: MY_DATA_EXPORTS_PER_DAY });
    const fileName = `${c.var.t('myData.fileName')}_${localDate(now, c.var.tzOffset).replaceAll('-', '')}.${format}`;
    if (format === 'json') return jsonResponse(c, user, fileName);
    try {
      return await excelSheetsResponse(c, fileName, await workbookSheets(c, user));
    } catch (error) {
      // nothing was delivered: the member may ask again (for the JSON file, say) without waiting
      await forgetPersonalDataExport(db, recorded);
      throw error;
    }
  },
);
