import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './encoding.ts';

// Issue "speed": the coding a response goes out in is the one the browser prefers among ours, brotli on
// a tie, and never one it refused (RFC 9110 §12.5.3).

describe('negotiateEncoding', () => {
  it('prefers brotli when a browser accepts both, as every current browser does', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br')).toBe('br');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
  });

  it('answers uncompressed without the header, with identity only, or with codings it does not speak', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate, zstd')).toBeNull();
  });

  it('follows the weights: q=0 refuses, a higher q wins, brotli only breaks ties', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br; q=0.000, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.8, br;q=0.8')).toBe('br');
    // a malformed weight names nothing
    expect(negotiateEncoding('br;q=high, gzip;q=0.1')).toBe('gzip');
  });

  it('reads * as every coding the header does not name', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeNull();
  });

  it('chooses among the codings a file has', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding('br, gzip', [])).toBeNull();
  });
});
