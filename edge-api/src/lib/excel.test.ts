import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { translator } from '#core/i18n/translate.ts';
import { buildWorkbook, escapeCell } from './excel.ts';

/** The files of a ZIP archive, read through its central directory (sizes there are always right). */
function unzip(bytes: Uint8Array): Map<string, string> {
  const buffer = Buffer.from(bytes);
  const files = new Map<string, string>();
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = buffer.readUInt32LE(end + 16);
  for (let i = 0; i < buffer.readUInt16LE(end + 10); i++) {
    const method = buffer.readUInt16LE(at + 10);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extra = buffer.readUInt16LE(at + 30);
    const comment = buffer.readUInt16LE(at + 32);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(dataStart, dataStart + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

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
});
