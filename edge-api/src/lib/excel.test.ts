import { describe, expect, it } from 'vitest';
import { translator } from '#core/i18n/translate.ts';
import { unzip, workbookText } from '../testing/xlsx.ts';
import { ApiError } from './api-error.ts';
import { buildWorkbook, escapeCell, EXPORT_MAX_ROWS, exportRows, workbooksWaiting } from './excel.ts';

describe('escapeCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+82 10 1234', `'+82 10 1234`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['kim@example.com', 'kim@example.com'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(escapeCell(input)).toBe(output);
  });
});

describe('buildWorkbook', () => {
  it('writes an .xlsx whose headers are in the caller language and whose dangerous cells are escaped', async () => {
    type Row = { who: string; count: number };
    const columns = [
      { header: 'console.column.username', value: (row: Row) => row.who },
      { header: 'console.column.ip', value: (row: Row) => row.count },
    ] as const;
    const bytes = await buildWorkbook(translator('ko'), columns, [
      { who: '=cmd|"/c calc"!A1', count: 3 },
      { who: '홍길동@example.com', count: 7 },
    ]);
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    const xml = [...unzip(bytes).entries()]
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, text]) => text)
      .join('\n');
    expect(xml).toContain('아이디');
    expect(xml).toContain('IP 주소');
    expect(xml).toContain('홍길동@example.com');
    expect(xml).toContain(`<t>'=cmd|"/c calc"!A1</t>`);
    expect(xml).not.toMatch(/<f>/);
    const en = unzip(await buildWorkbook(translator('en'), columns, []));
    expect([...en.values()].join('\n')).toContain('IP address');
  });

  it('builds one workbook at a time: exports asked for together wait their turn, and each gets its own rows', async () => {
    const columns = [{ header: 'console.column.username', value: (row: string) => row }] as const;
    const building = ['first', 'second', 'third'].map((who) => buildWorkbook(translator('en'), columns, [`${who}@example.com`]));
    expect(workbooksWaiting()).toBe(2);
    const texts = (await Promise.all(building)).map(workbookText);
    expect(workbooksWaiting()).toBe(0);
    expect(texts.map((text) => /(\w+)@example\.com/.exec(text)?.[1])).toEqual(['first', 'second', 'third']);
  });
});

describe('times, carriage returns and the row limit', () => {
  type Row = { at: string; note: string };
  const columns = [
    { header: 'console.column.createdAt', value: (row: Row) => row.at, instant: true },
    { header: 'console.column.detail', value: (row: Row) => row.note },
  ] as const;

  it('writes instants in the caller time zone and names the zone in the header', async () => {
    const rows = [{ at: '2026-11-20T15:30:05.000Z', note: '\rcmd' }];
    const korea = workbookText(await buildWorkbook(translator('ko'), columns, rows));
    expect(korea).toContain('일시 (UTC+09:00)');
    expect(korea).toContain('2026-11-21 00:30:05');
    expect(korea).not.toContain('2026-11-20T15:30:05');
    // a carriage return at the start is escaped like a formula sign
    expect(korea).toMatch(/<t[^>]*>'(\r|&#13;|_x000D_)cmd<\/t>/);
    const newYork = workbookText(await buildWorkbook(translator('en'), columns, rows, 300));
    expect(newYork).toContain('Date and time (UTC-05:00)');
    expect(newYork).toContain('2026-11-20 10:30:05');
  });

  it('refuses an export of more rows than the limit instead of cutting it short', async () => {
    let asked = 0;
    const read = (limit: number) => {
      asked = limit;
      return Promise.resolve(Array.from({ length: Math.min(limit, EXPORT_MAX_ROWS + 5) }, (_, i) => i));
    };
    const refused = await exportRows(read).catch((error: unknown) => error);
    expect(asked).toBe(EXPORT_MAX_ROWS + 1);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422, key: 'exports.tooManyRows', values: { limit: '10,000' } });
    expect(translator('ko')('exports.tooManyRows', { limit: '10,000' })).toContain('10,000건');
    expect(await exportRows(() => Promise.resolve([1, 2, 3]))).toEqual([1, 2, 3]);
    expect(await exportRows((limit) => Promise.resolve(Array.from({ length: limit - 1 }, () => 0)))).toHaveLength(EXPORT_MAX_ROWS);
  });
});
