// The portal's front door as Astro's request pipeline (Astro 7 `src/fetch.ts`): the Hono app of
// edge-api/ answers /api and /admin, and hands every other request to Astro's pages with the
// runtime's dependencies in `Astro.locals`. `#runtime` is edge-api/src/runtime/node.ts or worker.ts.
import { astro, getFetchState } from 'astro/hono';
import type { MiddlewareHandler } from 'hono';
import { createApp } from '#api/app.ts';
import type { AppEnv } from '#api/types.ts';
import { adminShell, createDeps } from '#runtime';

const renderAstro = astro();

const pages: MiddlewareHandler<AppEnv> = async (c, next) => {
  getFetchState(c).locals.deps = c.var.deps;
  const response = await renderAstro(c, next);
  return response ?? c.res;
};

export default createApp({ deps: createDeps, adminShell, pages, clientIp: (c) => getFetchState(c).clientAddress ?? '' });
