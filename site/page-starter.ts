// The page's starter (site/src/components/page-starter.ts), bundled on its own into one inline script. Left to
// Astro, a page script sharing a module with another (the session marker, which the header's script and the
// islands read too) is cut into files: the starter would become a file fetched before the first paint. esbuild
// bundles it alone instead, and the layout writes the text into the page with its hash in the page's policy.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const MODULE = 'virtual:page-starter';
const RESOLVED = `\0${MODULE}`;
const entries = {
  // every page's
  '': fileURLToPath(new URL('./src/components/page-starter.ts', import.meta.url)),
  // the hold on island forms, in pages with an island only (decision 065)
  formHold: fileURLToPath(new URL('./src/components/island-forms-starter.ts', import.meta.url)),
};

/** A script's minified text and its CSP hash source, each entry bundled alone. */
async function bundle(entry: string, watch: (file: string) => void): Promise<{ code: string; hash: string }> {
  const result = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'iife', target: 'es2022', write: false, metafile: true });
  for (const input of Object.keys(result.metafile.inputs)) watch(fileURLToPath(new URL(input, `file://${process.cwd()}/`)));
  const code = (result.outputFiles[0]?.text ?? '').trim();
  return { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` };
}

/**
 * `virtual:page-starter`: the starter's minified text (`code`) and its CSP hash source (`hash`), and the same of
 * the island-form hold (`formHoldCode`, `formHoldHash`).
 */
export function pageStarter(): Plugin {
  return {
    name: 'portal-page-starter',
    resolveId: (source) => (source === MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const lines: string[] = [];
      for (const [name, entry] of Object.entries(entries)) {
        const { code, hash } = await bundle(entry, (file) => this.addWatchFile(file));
        const [codeName, hashName] = name ? [`${name}Code`, `${name}Hash`] : ['code', 'hash'];
        lines.push(`export const ${codeName} = ${JSON.stringify(code)};`, `export const ${hashName} = ${JSON.stringify(hash)};`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}
