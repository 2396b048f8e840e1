import { describe, expect, it } from 'vitest';
import { narrowPolicy } from './page-policy.ts';

const hashOf = async (text: string) => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
};

describe('narrowPolicy', () => {
  it('keeps the hashes of the inline styles and scripts the page holds, and drops the rest', async () => {
    const [style, script, otherStyle, otherScript] = await Promise.all(['b{color:red}', 'go()', 'i{color:blue}', 'stop()'].map(hashOf));
    const policy = `default-src 'self';script-src 'self' ${script} ${otherScript};style-src 'self' ${otherStyle} ${style};img-src 'self' data:;`;
    const html = `<html><head><style data-x="1">b{color:red}</style></head><body><script type="module">go()</script></body></html>`;
    expect(await narrowPolicy(policy, html)).toBe(`default-src 'self';script-src 'self' ${script};style-src 'self' ${style};img-src 'self' data:;`);
  });

  it('never keeps a hash for an external script, a data block such as JSON-LD, or a block the policy does not name', async () => {
    const [external, data, runs] = await Promise.all(['', '{"@type":"Thing"}', 'run()'].map(hashOf));
    const policy = `script-src 'self' ${external} ${data} ${runs}; style-src 'self'`;
    const html = `<script src="/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script><script type=module>run()</script><style>p{}</style>`;
    expect(await narrowPolicy(policy, html)).toBe(`script-src 'self' ${runs}; style-src 'self'`);
  });

  it('keeps a hash an element names as its integrity, and leaves other directives and sources alone', async () => {
    const integrity = await hashOf('lib()');
    const policy = `script-src-elem 'self' ${integrity} 'strict-dynamic'; script-src-attr 'none' 'sha256-AAAA'; frame-src https://www.youtube.com`;
    const html = `<script src="/lib.js" integrity="${integrity.slice(1, -1)}"></script>`;
    expect(await narrowPolicy(policy, html)).toBe(policy);
  });
});
