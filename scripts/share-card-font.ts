// Writes the share card's font and the list of its Hangul syllables (decision 057): Noto Sans CJK KR Bold, from
// Debian's fonts-noto-cjk (SIL Open Font License 1.1, edge-api/src/lib/share-card/fonts/OFL.txt), cut by
// fonttools' pyftsubset to what the card draws (edge-api/src/lib/share-card/coverage.ts): the ranges there and the
// 2,350 syllables of KS X 1001, read here from the EUC-KR code table. Run by hand when the ranges change:
//   apt-get install fonts-noto-cjk fonttools && node scripts/share-card-font.ts
// The font file is named `.otf.bin` so that the Worker's bundler takes it as bytes (a Data module).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drawnRanges } from '../edge-api/src/lib/share-card/coverage.ts';

const SOURCE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
/** The collection's Korean face (0 is Japanese, 2 Simplified Chinese…). */
const KOREAN_FACE = '1';
const FOLDER = 'edge-api/src/lib/share-card';

// KS X 1001's Hangul rows are 0xB0–0xC8, its cells 0xA1–0xFE; EUC-KR encodes them as those two bytes
const euckr = new TextDecoder('euc-kr');
const syllables: string[] = [];
for (let row = 0xb0; row <= 0xc8; row += 1) {
  for (let cell = 0xa1; cell <= 0xfe; cell += 1) {
    const char = euckr.decode(new Uint8Array([row, cell]));
    if (/^[\uac00-\ud7a3]$/.test(char)) syllables.push(char);
  }
}
if (syllables.length !== 2350) throw new Error(`KS X 1001 has 2,350 Hangul syllables, this decoder gave ${syllables.length}`);

const codes = [
  ...drawnRanges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, at) => first + at)),
  ...syllables.map((char) => char.codePointAt(0)!),
];
const list = join(mkdtempSync(join(tmpdir(), 'share-card-font-')), 'unicodes.txt');
writeFileSync(list, codes.map((code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`).join('\n'));
execFileSync(
  'pyftsubset',
  [
    SOURCE,
    `--font-number=${KOREAN_FACE}`,
    `--unicodes-file=${list}`,
    `--output-file=${FOLDER}/fonts/noto-sans-cjk-kr-bold.subset.otf.bin`,
    '--layout-features=kern',
    '--no-hinting',
    '--name-IDs=*',
  ],
  { stdio: 'inherit' },
);
writeFileSync(
  `${FOLDER}/ks-x-1001.ts`,
  [
    '// The 2,350 Hangul syllables of KS X 1001, the ones the share card font holds: written by scripts/share-card-font.ts.',
    `export const ksX1001Syllables = '${syllables.join('')}';`,
    '',
  ].join('\n'),
);
console.log(`${codes.length} characters, ${syllables.length} of them Hangul syllables`);
