// Colours are design tokens: a literal colour (hex, rgb(), hsl() and the like) may appear only in the
// token block (`:root`) of global.css; every other style of the site names a token.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const siteSrc = fileURLToPath(new URL('..', import.meta.url));
const tokenFile = join(siteSrc, 'styles', 'global.css');
const scanned = ['islands', 'components', 'layouts', 'pages', 'styles'];
const extensions = /\.(css|astro|tsx?)$/;

/** A colour literal: #rgb to #rrggbbaa (not an HTML entity or a word), or a colour function. */
const colourLiteral = /(?<![&\w-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;

/** What may keep a literal: the browser's toolbar colour is an HTML attribute, where a token cannot go. */
const allowed = [/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/i];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return extensions.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The literals of a text, as "file:line: literal". */
function colourLiterals(text: string, name: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const checked = allowed.reduce((rest, pattern) => rest.replace(pattern, ''), line);
    return [...checked.matchAll(colourLiteral)].map((match) => `${name}:${index + 1}: ${match[0]}`);
  });
}

/** global.css without its token block (the first `:root` rule, which is where the literals belong). */
function outsideTokenBlock(css: string): string {
  const start = css.indexOf(':root');
  const end = css.indexOf('\n}\n', start);
  expect(start, 'global.css keeps its tokens in a :root block').toBeGreaterThanOrEqual(0);
  // keep the line count, so reported lines stay true
  return css.slice(0, start) + css.slice(start, end).replace(/[^\n]/g, '') + css.slice(end);
}

describe('colour tokens', () => {
  it('finds the literals it is meant to find', () => {
    const sample = ['a { color: #B91C1C; }', 'b { box-shadow: 0 0 1px rgb(14 26 47 / 24%); background: hsl(0 0% 100%); }', '&#8230; #main #add-x'];
    expect(colourLiterals(sample.join('\n'), 'x')).toEqual(['x:1: #B91C1C', 'x:2: rgb(', 'x:2: hsl(']);
  });

  it('keeps colour literals in the token block of global.css only', () => {
    const found = scanned
      .flatMap((dir) => filesUnder(join(siteSrc, dir)))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return colourLiterals(file === tokenFile ? outsideTokenBlock(text) : text, relative(siteSrc, file));
      });
    expect(found, 'use a token of styles/global.css (add one there if the colour has none)').toEqual([]);
  });

  it('gives every token used in the site a value in global.css', () => {
    const tokens = readFileSync(tokenFile, 'utf8');
    const defined = new Set([...tokens.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
    const missing = scanned
      .flatMap((dir) => filesUnder(join(siteSrc, dir)))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/var\((--(?:color|focus|shadow|gradient)[\w-]*)/g)].map((match) => match[1]))
      .filter((name) => !defined.has(name));
    expect([...new Set(missing)]).toEqual([]);
  });
});
