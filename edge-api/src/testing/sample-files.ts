import { crc32 } from 'node:zlib';

// Small but real files of each type the portal accepts (and a few it must refuse), built in memory so
// upload tests send bytes a real program wrote the same way, without binary fixtures in the repository.

const utf8 = new TextEncoder();

/** A ZIP archive of stored (uncompressed) entries, as any zip tool writes it. */
export function zipOf(entries: Record<string, string | Uint8Array>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = utf8.encode(name);
    const data = typeof content === 'string' ? utf8.encode(content) : content;
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, 0x0800, true); // names are UTF-8
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    locals.push(new Uint8Array(local.buffer), nameBytes, data);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, 0x0800, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, data.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    centrals.push(new Uint8Array(central.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, Object.keys(entries).length, true);
  end.setUint16(10, Object.keys(entries).length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  return concat([...locals, ...centrals, new Uint8Array(end.buffer)]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function ooxml(mainPart: string, contentType: string): Uint8Array {
  return zipOf({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${mainPart}" ContentType="${contentType}"/></Types>`,
    [mainPart]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });
}

const base64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));

/** Sample bytes per type; each is what the type's own program would recognise. */
export const sampleBytes = {
  pdf: () =>
    utf8.encode(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  // a 1×1 transparent PNG
  png: () => base64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  jpg: () =>
    base64(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    ),
  // a 1×1 lossless WEBP
  webp: () => base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
  zip: () => zipOf({ 'model/weights.csv': 'feature,weight\nage,0.42\n', 'README.md': '# 모델 설명\n' }),
  docx: () => ooxml('word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
  xlsx: () => ooxml('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
  pptx: () => ooxml('ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'),
  /** A Word file with macros (docm): not a docx, whatever its name says. */
  docm: () => ooxml('word/document.xml', 'application/vnd.ms-word.document.macroEnabled.main+xml'),
  csv: () => utf8.encode('고객ID,이탈여부,월평균사용액\nC001,0,52000\nC002,1,18000\n'),
  txt: () => utf8.encode('예측 모델 사용 안내\nRun predict.py with the sample data.\n'),
  md: () => utf8.encode('# 수요 예측 모델\n\n- 입력: 일별 판매량\n'),
  json: () => utf8.encode('{"model":"demand-forecast","version":1}\n'),
  py: () => utf8.encode('#!/usr/bin/env python3\nimport pandas as pd\nprint(pd.__version__)\n'),
  ipynb: () => utf8.encode('{"cells":[],"metadata":{},"nbformat":4,"nbformat_minor":5}\n'),
  tsv: () => utf8.encode('역\t시각\t혼잡도\n강남\t08:00\t172\n'),
  jsonl: () => utf8.encode('{"id":1,"label":"positive"}\n{"id":2,"label":"negative"}\n'),
  yaml: () => utf8.encode('model: churn\nthreshold: 0.42\n'),
  yml: () => utf8.encode('features:\n  - age\n  - tenure\n'),
  r: () => utf8.encode('model <- glm(churned ~ ., data = usage, family = binomial)\n'),
  /** A Parquet file opens and closes with its magic, PAR1. */
  parquet: () => concat([utf8.encode('PAR1'), new Uint8Array(24), utf8.encode('PAR1')]),
  /** A pickle of protocol 4 (PROTO 4, FRAME, an empty dict, STOP). */
  pkl: () => new Uint8Array([0x80, 4, 0x95, 2, 0, 0, 0, 0, 0, 0, 0, 0x7d, 0x94, 0x2e]),
  /** An ONNX model's first fields: ir_version 7 and the producer's name. */
  onnx: () => concat([new Uint8Array([0x08, 0x07, 0x12, 0x07]), utf8.encode('pytorch')]),
  /** The start of a Windows program (MZ header and PE signature). */
  exe: () => concat([utf8.encode('MZ'), new Uint8Array(58), new Uint8Array([0x40, 0, 0, 0]), utf8.encode('PE\0\0'), new Uint8Array(64)]),
  /** The start of a Linux program. */
  elf: () => concat([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), new Uint8Array(56)]),
  /** A Java archive (a zip with a manifest), runnable by the JVM. */
  jar: () => zipOf({ 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\nMain-Class: Main\n', 'Main.class': new Uint8Array([0xca, 0xfe, 0xba, 0xbe]) }),
} as const;

/** A File for a multipart upload. */
export function sampleFile(name: string, bytes: Uint8Array, type = 'application/octet-stream'): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
}
