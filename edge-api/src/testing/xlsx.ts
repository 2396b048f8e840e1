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
