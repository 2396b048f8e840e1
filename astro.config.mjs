// The public site. One config, two server targets chosen by PORTAL_TARGET:
// "node" (default; the embedded database) and "worker" (Cloudflare Workers with D1 and R2).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import cloudflare from '@astrojs/cloudflare';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { richTextIframeHosts } from './core/rich-text.ts';
import { securityHeaders } from './edge-api/src/lib/security-headers.ts';
import { buildInfo } from './scripts/build-info.mjs';
import { clientChunkGroups } from './site/client-chunks.ts';
import { pageStarter } from './site/page-starter.ts';
import { prerenderedPagePolicy } from './site/prerendered-policy.ts';

const target = process.env.PORTAL_TARGET === 'worker' ? 'worker' : 'node';
const runtimeModule = fileURLToPath(new URL(`./edge-api/src/runtime/${target}.ts`, import.meta.url));

/**
 * Cloudflare serves the built files (pre-rendered pages included) without running the Worker: their
 * security headers come from the assets' `_headers` file, the same ones the front door sets on Node.
 */
const workerAssetHeaders = {
  name: 'portal-worker-asset-headers',
  hooks: {
    'astro:build:done': async () => {
      if (target !== 'worker') return;
      const file = new URL('./dist/worker/client/_headers', import.meta.url);
      const existing = await readFile(file, 'utf8').catch(() => '');
      const rule = ['/*', ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
      await writeFile(file, `${rule}\n${existing ? `\n${existing}` : ''}`);
    },
  },
};

export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: `./dist/${target}`,
  // pre-rendered pages carry it in their canonical links: build with the PUBLIC_SITE_URL the portal will run with
  site: process.env.PUBLIC_SITE_URL ?? 'http://127.0.0.1:4321',
  output: 'server',
  // every page's CSS in its <head>: a stylesheet file is a round trip before the first paint (three on every page,
  // 150 ms on Lighthouse's throttled phone), while the whole site's CSS is about 12 KB (3 KB compressed) a page
  build: { inlineStylesheets: 'always' },
  trailingSlash: 'ignore',
  adapter: target === 'worker' ? cloudflare({ imageService: 'passthrough' }) : node({ mode: 'middleware' }),
  integrations: [react(), workerAssetHeaders, prerenderedPagePolicy()],
  // no Markdown code blocks are rendered; Shiki's inline styles would need CSP exceptions
  markdown: { syntaxHighlight: false },
  i18n: {
    locales: ['ko', 'en'],
    defaultLocale: 'ko',
    routing: { prefixDefaultLocale: false },
  },
  security: {
    checkOrigin: true,
    // a Content-Security-Policy on every page, with hashes of the scripts and styles Astro emits
    csp: {
      // rich text may embed the video players of core/rich-text.ts, and nothing else
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        `frame-src ${richTextIframeHosts.map((host) => `https://${host}`).join(' ')}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  // the portal's sessions are its own (opaque, hashed, in the database: DESIGN.md §3), not Astro's
  session: false,
  vite: {
    // the page's one inline script, bundled on its own (site/page-starter.ts)
    plugins: [pageStarter()],
    resolve: { alias: { '#runtime': runtimeModule } },
    // drizzle-orm goes into the server bundle: Node 24 re-reads its 180 KB package.json (a huge exports
    // map) for each of its hundreds of files, which made loading it cost 11 s of CPU and 220 MB at start
    ssr: { noExternal: ['drizzle-orm'] },
    // the Worker bundle carries the demo content only when built for `worker:dev`
    // the build's version and commit, known at run time (edge-api/src/lib/build-info.ts)
    define: {
      __DEMO_CONTENT__: JSON.stringify(target === 'node' || process.env.PORTAL_DEMO_CONTENT === 'true'),
      __BUILD_INFO__: JSON.stringify(buildInfo()),
    },
    // the browser's files, fewer and larger (site/client-chunks.ts); Astro passes an environment's own
    // `rolldownOptions.output` on to Rolldown (astro/dist/core/build/vite-build-config.js)
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } } } } },
  },
});
