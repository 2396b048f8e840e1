import { describe, expect, it } from 'vitest';
import { isToken, randomToken, sha256Base64, sha256Hex } from './token.ts';

// The hash the database keeps instead of a token is SHA-256, by whichever hash the runtime has.

describe('tokens', () => {
  it('hashes as SHA-256 in lowercase hex, the same as Web Crypto', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = randomToken();
    expect(isToken(token)).toBe(true);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
    expect(await sha256Hex(token)).toBe([...digest].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
  });

  it('hashes as SHA-256 in standard base64, the same as Web Crypto', async () => {
    expect(await sha256Base64('abc')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
    const text = `${randomToken()} 한국어`;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
    expect(await sha256Base64(text)).toBe(btoa(String.fromCharCode(...digest)));
  });
});
