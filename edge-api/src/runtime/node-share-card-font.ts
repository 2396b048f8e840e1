// The share card's font on Node (decision 057): read from the repository's file once, on the first card drawn.
// The file is found through the package's `#api/*` import map, which holds from the sources (tests, scripts)
// and from the built server alike (dist/node/server reads the same package.json), never from a request.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const FONT = '#api/lib/share-card/fonts/noto-sans-cjk-kr-bold.subset.otf.bin';

let font: Promise<ArrayBuffer> | undefined;

/** The font's bytes, read once per process. */
export function nodeShareCardFont(): Promise<ArrayBuffer> {
  font ??= readFile(createRequire(import.meta.url).resolve(FONT)).then(
    (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    (error: unknown) => {
      font = undefined;
      throw error;
    },
  );
  return font;
}
