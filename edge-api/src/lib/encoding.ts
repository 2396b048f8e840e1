// Which compression a request accepts (issue "speed"), read once for the built files (lib/built-files.ts)
// and the answers compressed on Node (runtime/node-compression.ts). No `node:` imports: the Worker bundles lib/.
// Accept-Encoding as RFC 9110 §12.5.3 reads it: q-values, `q=0` refuses, `*` stands for every coding not named.

export type Encoding = 'br' | 'gzip';

/** Ours in order of preference when the client weighs them alike: brotli is smaller. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** The weight of each coding the header names; `x-gzip` is gzip (RFC 9110 §8.4.1.3). */
function weights(acceptEncoding: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    // a malformed weight names nothing rather than everything
    if (!Number.isFinite(weight) || weight < 0 || weight > 1) continue;
    named.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  return named;
}

/**
 * The best coding the request accepts among `available` (both by default): the highest weight, brotli on
 * a tie; null when it accepts none of them (no header, `identity` only, or `q=0`), and the body goes as it is.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly Encoding[] = ENCODINGS): Encoding | null {
  if (!acceptEncoding) return null;
  const named = weights(acceptEncoding);
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const weight = named.get(encoding) ?? named.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}
