// A page's Content-Security-Policy narrowed to the inline blocks it holds. Astro's policy lists the hash of
// every inline style and script of the whole site on every page (about 70 style hashes, 4 KB of header on
// each answer), where a page holds one or two. Narrowing only removes: a hash stays when the page holds a
// block with that hash, so nothing the page has is refused, and a block injected into a page gains nothing
// it would not have had (a hash never comes from the page, only from Astro's list).
import { sha256Base64 } from '#core/auth/token.ts';

/** The directives whose hashes allow inline `<script>` and `<style>` elements. */
const ELEMENT_DIRECTIVES = new Set(['script-src', 'script-src-elem', 'style-src', 'style-src-elem']);

/** A script type the browser runs (a data block such as JSON-LD is never run, and no policy applies to it). */
const RUN_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The text of every inline `<style>` and of every inline `<script>` (without `src`) the browser runs; their content is raw text, ended only by the closing tag. */
function inlineBlocks(html: string): string[] {
  const blocks: string[] = [];
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
    const [, tag, attributes = '', content = ''] = match;
    if (tag?.toLowerCase() === 'script') {
      if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
      const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
      if (!RUN_TYPES.has(type.toLowerCase())) continue;
    }
    blocks.push(content);
  }
  return blocks;
}

/** The `integrity` values of the page's elements: a hash source also allows an external script of that digest. */
function integrityValues(html: string): string[] {
  return [...html.matchAll(/\sintegrity\s*=\s*["']([^"']+)["']/gi)].flatMap((match) => (match[1] ?? '').split(/\s+/).filter(Boolean));
}

/**
 * The hash sources of blocks met before. The blocks are the build's styles and scripts, a few dozen; the memo is
 * emptied if it ever fills (a page's 30 KB of styles take about 0.1 ms to hash, a lookup microseconds).
 */
const MEMO_SIZE = 256;
const memo = new Map<string, string>();

async function sha256Source(text: string): Promise<string> {
  const known = memo.get(text);
  if (known !== undefined) return known;
  const source = `sha256-${await sha256Base64(text)}`;
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(text, source);
  return source;
}

/**
 * `policy` with the SHA-256 hash sources of its script and style directives kept only where `html` holds an
 * inline block (or an `integrity` value) of that hash. Other sources and directives are left as they are.
 */
export async function narrowPolicy(policy: string, html: string): Promise<string> {
  const present = new Set([...(await Promise.all(inlineBlocks(html).map(sha256Source))), ...integrityValues(html)]);
  return policy
    .split(';')
    .map((directive) => {
      const tokens = directive.trim().split(/\s+/);
      if (!ELEMENT_DIRECTIVES.has(tokens[0]?.toLowerCase() ?? '')) return directive;
      const kept = tokens.filter((token) => {
        const hash = /^'(sha256-[A-Za-z0-9+/=]+)'$/.exec(token)?.[1];
        return hash === undefined || present.has(hash);
      });
      return (directive.startsWith(' ') ? ' ' : '') + kept.join(' ');
    })
    .join(';');
}
