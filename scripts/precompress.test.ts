import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

// Issue "speed": the build writes a brotli and a gzip copy beside each text file of a kilobyte or more,
// only where the copy saves at least a tenth; source maps, small files and images get none.

describe('scripts/precompress.mjs', () => {
  it('writes .br and .gz beside the text files worth it, and nothing beside the others', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, '_astro'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
    // random bytes compress to no less than they are
    const noise = randomBytes(2048);
    writeFileSync(join(dir, '_astro', 'app.abc.js'), script);
    writeFileSync(join(dir, '_astro', 'app.abc.js.map'), script);
    writeFileSync(join(dir, 'small.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'noise.txt'), noise);
    writeFileSync(join(dir, 'photo.png'), new Uint8Array(4096));

    await precompress(dir);

    expect(brotliDecompressSync(readFileSync(join(dir, '_astro', 'app.abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, '_astro', 'app.abc.js.gz'))).toString()).toBe(script);
    for (const file of ['_astro/app.abc.js.map', 'small.css', 'photo.png', 'noise.txt']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });
});
