// Worker wiring: D1 (migrated by `wrangler d1 migrations apply`), R2 for uploads, static assets.
// Imported by the site's front door through the `#runtime` alias when PORTAL_TARGET=worker.
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import type { MiddlewareHandler } from 'hono';
import { schema } from '#db/client.ts';
import { seedAll, seedCatalogues } from '#db/seed/seed.ts';
import { readWorkerEnv } from '../env.ts';
import { R2BlobStore } from '../lib/blob-store-r2.ts';
import { jsonLogger } from '../lib/logger.ts';
import type { AppDeps, AppEnv } from '../types.ts';

export async function createDeps(): Promise<AppDeps> {
  return createWorkerDeps(env as unknown as Record<string, unknown>);
}

export async function createWorkerDeps(bindings: Record<string, unknown>): Promise<AppDeps> {
  const settings = readWorkerEnv(bindings);
  const db = drizzle(settings.db as Parameters<typeof drizzle>[0], { schema });
  const blobs = new R2BlobStore(settings.blobs);
  if (settings.seedDemoContent) await seedAll(db, blobs);
  else await seedCatalogues(db);
  return { db, blobs, log: jsonLogger() };
}

/** The admin SPA's index.html for /admin and every deep link under it, from the static assets. */
export const adminShell: MiddlewareHandler<AppEnv> = async (c) => {
  const { assets } = readWorkerEnv(env as unknown as Record<string, unknown>);
  if (!assets) return c.text(c.var.t('admin.notBuilt'), 503);
  const shell = await assets.fetch(new URL('/admin/index.html', c.req.url));
  return new Response(shell.body, { status: shell.status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } });
};
