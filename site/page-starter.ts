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
const entry = fileURLToPath(new URL('./src/components/page-starter.ts', import.meta.url));

/** `virtual:page-starter`: the starter's minified text (`code`) and its CSP hash source (`hash`). */
export function pageStarter(): Plugin {
  return {
    name: 'portal-page-starter',
    resolveId: (source) => (source === MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const result = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'iife', target: 'es2022', write: false, metafile: true });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(fileURLToPath(new URL(input, `file://${process.cwd()}/`)));
      const code = (result.outputFiles[0]?.text ?? '').trim();
      const hash = `sha256-${createHash('sha256').update(code).digest('base64')}`;
      return `export const code = ${JSON.stringify(code)};\nexport const hash = ${JSON.stringify(hash)};\n`;
    },
  };
}
