// The pre-rendered pages' Content-Security-Policy narrowed to the inline blocks each holds, after the build. Astro
// writes its policy into a pre-rendered page as a <meta> element, with the hash of every inline style and script of
// the whole site: about 80 hashes, 3.4 KB that no compression shrinks, where the page holds two blocks. The site's
// middleware narrows a rendered page's header the same way (decision 060, src/lib/page-policy.ts); the files are
// narrowed here, on Node and for the Worker alike (decision 064).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { narrowPolicy } from './src/lib/page-policy.ts';

/** The policy element as Astro writes it (its value holds no double quote and no character reference). */
const POLICY_ELEMENT = /<meta http-equiv="content-security-policy" content="([^"&]*)">/i;

/** A pre-rendered page with its policy element narrowed to the blocks the page holds; unchanged without one. */
export async function narrowPageFile(html: string): Promise<string> {
  const policy = POLICY_ELEMENT.exec(html)?.[1];
  if (policy === undefined) return html;
  const narrowed = await narrowPolicy(policy, html);
  return html.replace(POLICY_ELEMENT, () => `<meta http-equiv="content-security-policy" content="${narrowed}">`);
}

/** Narrows the policy of every HTML file the build wrote (the client folder: the pre-rendered pages). */
export function prerenderedPagePolicy(): AstroIntegration {
  return {
    name: 'portal-prerendered-page-policy',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        for (const entry of entries) {
          if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
          const path = join(entry.parentPath, entry.name);
          const html = await readFile(path, 'utf8');
          const narrowed = await narrowPageFile(html);
          if (narrowed !== html) await writeFile(path, narrowed);
        }
      },
    },
  };
}
