// Reading the .xlsx files the exports write (lib/excel.ts), for the tests: the archive's files and the
// text of its sheet and shared strings.
import { inflateRawSync } from 'node:zlib';

/** The files of a ZIP archive, read through its central directory (sizes there are always right). */
export function unzip(bytes: Uint8Array): Map<string, string> {
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

/** The XML of the workbook's sheets and strings, joined: what a test looks for a cell's text in. */
export function workbookText(bytes: Uint8Array): string {
  return [...unzip(bytes).entries()]
    .filter(([name]) => name.startsWith('xl/'))
    .map(([, text]) => text)
    .join('\n');
}

const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp|#(\d+)|#x([0-9a-fA-F]+));/g, (_, name: string, dec?: string, hex?: string) =>
    dec
      ? String.fromCodePoint(Number(dec))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : (({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' } as Record<string, string>)[name] ?? ''),
  );

/** The text of a shared string or an inline string: its runs' `<t>` joined. */
const textOf = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((match) => unescapeXml(match[1] ?? '')).join('');

/** A column's letters as its index: A is 0, Z 25, AA 26. */
const columnIndex = (letters: string) => [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/**
 * The workbook read back as a spreadsheet shows it: each sheet by its name, in the workbook's order, as rows of
 * cells (texts as texts, numbers as numbers, an empty cell as null).
 */
export function readWorkbook(bytes: Uint8Array): Map<string, (string | number | null)[][]> {
  const files = unzip(bytes);
  const strings = [...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => textOf(match[1] ?? ''));
  const targets = new Map(
    [...(files.get('xl/_rels/workbook.xml.rels') ?? '').matchAll(/<Relationship [^>]*?Id="([^"]+)"[^>]*?Target="([^"]+)"/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
  const sheets = new Map<string, (string | number | null)[][]>();
  for (const sheet of (files.get('xl/workbook.xml') ?? '').matchAll(/<sheet [^>]*>/g)) {
    const name = unescapeXml(/name="([^"]*)"/.exec(sheet[0])?.[1] ?? '');
    const target = targets.get(/r:id="([^"]*)"/.exec(sheet[0])?.[1] ?? '');
    const xml = files.get(`xl/${target ?? ''}`) ?? '';
    const rows: (string | number | null)[][] = [];
    for (const row of xml.matchAll(/<row [^>]*?r="(\d+)"[^>]*>([\s\S]*?)<\/row>/g)) {
      const cells: (string | number | null)[] = [];
      for (const cell of (row[2] ?? '').matchAll(/<c [^>]*?r="([A-Z]+)\d+"([^>]*)>([\s\S]*?)<\/c>/g)) {
        const type = /t="([^"]+)"/.exec(cell[2] ?? '')?.[1];
        const value = /<v>([\s\S]*?)<\/v>/.exec(cell[3] ?? '')?.[1] ?? '';
        const index = columnIndex(cell[1] ?? 'A');
        while (cells.length < index) cells.push(null);
        cells[index] =
          type === 's' ? (strings[Number(value)] ?? '') : type === 'inlineStr' ? textOf(cell[3] ?? '') : type === 'str' ? unescapeXml(value) : Number(value);
      }
      rows[Number(row[1]) - 1] = cells;
    }
    sheets.set(
      name,
      Array.from(rows, (cells) => cells ?? []),
    );
  }
  return sheets;
}
