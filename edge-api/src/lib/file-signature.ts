import { fileTypeFromBuffer } from 'file-type';

// The content check of an upload (issue 4, "a magic-byte check so a renamed executable is refused"):
// the extension rule (core/attachment-rules.ts) trusts the name; this looks at the bytes. It uses
// fileTypeFromBuffer, the entry of file-type that needs no Node streams, so it runs in the Worker too.

/** What a binary extension's bytes may be detected as (Office files are ZIP archives underneath). */
const binaryTypes: Readonly<Record<string, readonly string[]>> = {
  pdf: ['pdf'],
  png: ['png', 'apng'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  webp: ['webp'],
  zip: ['zip', 'docx', 'xlsx', 'pptx'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  parquet: ['parquet'],
};

/**
 * Formats that carry no signature file-type knows, checked by their own first bytes: a Python pickle
 * (protocol 2 and later open with PROTO, 0x80, and the protocol number) and an ONNX model (a protobuf
 * ModelProto, which opens with field 1, ir_version, as a varint: tag 0x08). Loading a pickle runs code:
 * the model's page says to load only what one trusts, as any model hub does.
 */
const leadingBytes: Readonly<Record<string, (bytes: Uint8Array) => boolean>> = {
  pkl: (bytes) => bytes.length > 2 && bytes[0] === 0x80 && bytes[1]! >= 2 && bytes[1]! <= 5,
  onnx: (bytes) => bytes.length > 2 && bytes[0] === 0x08,
};

/** Extensions whose files are UTF-8 text: no binary signature, no NUL byte, valid UTF-8. */
const textExtensions = new Set(['csv', 'tsv', 'txt', 'md', 'json', 'jsonl', 'yaml', 'yml', 'py', 'r', 'ipynb']);

/** Detections that are themselves text (a CSV may start like XML); anything else in a text file is refused. */
const textualTypes = new Set(['xml', 'vtt', 'ics', 'vcf']);

/**
 * Programs and program containers: refused whatever the file is called (Windows, Linux and macOS
 * executables, installers and disk images, Java/Android archives, browser extensions, shortcuts,
 * compiled help, and OLE containers, which hold MSI installers and macro documents).
 */
const executableTypes = new Set([
  'exe',
  'elf',
  'macho',
  'cfb',
  'dmg',
  'iso',
  'apk',
  'jar',
  'class',
  'dex',
  'swf',
  'wasm',
  'deb',
  'rpm',
  'ar',
  'cab',
  'crx',
  'xpi',
  'lnk',
  'chm',
  'asar',
  'reg',
]);

/** Whether a file's bytes are what its extension says, and not a program. */
export async function contentMatchesExtension(extension: string, bytes: Uint8Array): Promise<boolean> {
  const ext = extension.toLowerCase();
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  if (detected && executableTypes.has(detected)) return false;
  const binary = binaryTypes[ext];
  if (binary) return detected !== undefined && binary.includes(detected);
  const leading = leadingBytes[ext];
  if (leading) return detected === undefined && leading(bytes);
  if (textExtensions.has(ext)) return (detected === undefined || textualTypes.has(detected)) && isUtf8Text(bytes);
  // an extension without a content rule is never accepted: the allow-lists only name checked types
  return false;
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
