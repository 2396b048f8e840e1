import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { buildInfo } from './scripts/build-info.mjs';

// the tests see a build's identity as a build would write it (edge-api/src/lib/build-info.ts)
const __BUILD_INFO__ = JSON.stringify(buildInfo());

export default defineConfig({
  test: {
    projects: [
      {
        define: { __BUILD_INFO__ },
        test: {
          name: 'unit',
          environment: 'node',
          // one module graph per worker, shared by the files it runs: importing the whole app anew for each of
          // ~230 files was two thirds of the stage (10.8 -> 4.4 min on 2 cores). A file owns its state: it builds
          // its app and database (useTestApp) and resets any store it reads (docs/testing.md)
          isolate: false,
          // a loaded 2-core machine runs password hashing and second processes far slower than a quiet one
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: [
            'core/**/*.test.ts',
            'db/**/*.test.ts',
            'edge-api/src/**/*.test.ts',
            'site/src/**/*.test.{ts,tsx}',
            'admin/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        // the API and the scheduled handler inside workerd, against D1 and R2 with the migrations applied
        define: { __DEMO_CONTENT__: 'true', __BUILD_INFO__ },
        plugins: [
          cloudflareTest(async () => ({
            miniflare: {
              compatibilityDate: '2026-10-19',
              compatibilityFlags: ['nodejs_compat'],
              d1Databases: ['DB'],
              r2Buckets: ['BLOBS'],
              bindings: { TEST_MIGRATIONS: await readD1Migrations('db/migrations'), SEED_DEMO_CONTENT: 'true', PUBLIC_SITE_URL: 'http://localhost' },
              // what the Worker's bundler takes as modules (@cloudflare/vite-plugin's rules): a .wasm import is the
              // compiled module (the pictures' codecs, edge-api/src/lib/pictures/wasm-worker.ts, and the share card's
              // drawing), the share card's font its bytes (decisions 056, 057)
              modulesRules: [
                { type: 'CompiledWasm', include: ['**/*.wasm'] },
                { type: 'Data', include: ['**/*.bin'] },
              ],
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['edge-api/test-worker/**/*.test.ts'],
          setupFiles: ['edge-api/test-worker/apply-migrations.ts'],
          // the sign-in providers' servers (issue 34), started in Node: workerd cannot listen
          globalSetup: ['edge-api/src/testing/worker-provider-servers.ts'],
          // each test loads the whole demo content (images drawn in JavaScript included) into fresh storage: on a
          // 2-core machine that other work keeps busy the first test of a file took over 70 s (ci-56); the limit is a
          // guard against a hang, not a measure
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
