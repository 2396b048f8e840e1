// The portal's front door as Astro's request pipeline (Astro 7 `src/fetch.ts`): the Hono app of
// edge-api/ answers /api and /admin, and hands every other request to Astro's pages with the
// runtime's dependencies in `Astro.locals`. `#runtime` is edge-api/src/runtime/node.ts or worker.ts.
// Before a page renders, the role × screen matrix is checked on the server (lib/page-guard.ts).
import { astro, getFetchState } from 'astro/hono';
import type { Context, MiddlewareHandler } from 'hono';
import { createApp } from '#api/app.ts';
import { recordContentUsage } from '#api/lib/content-usage.ts';
import { recordSearch } from '#api/lib/search-log.ts';
import { loadSession } from '#api/lib/session.ts';
import type { AppEnv } from '#api/types.ts';
import { screenOf } from '#core/auth/screens.ts';
import { accessLog, adminShell, assets, cacheAnswers, compress, createDeps, log, metrics, readiness, requestIdOf } from '#runtime';
import { canonicalKnowledgePath } from './lib/knowledge-sharing-paths.ts';
import { koreanOnlyRedirect } from './lib/korean-only.ts';
import { needsSession, pageGuardRedirect, termsPendingRedirect } from './lib/page-guard.ts';
import { splitLangPath } from './lib/urls.ts';

const renderAstro = astro();

/** The redirect of a page the reader's role may not open (portal spec §6); null for every other path. */
async function guardPage(c: Context<AppEnv>): Promise<Response | null> {
  const url = new URL(c.req.url);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const { lang, path } = splitLangPath(pathname);
  // the spec spells the knowledge-sharing addresses both ways: one canonical page for both
  const canonical = canonicalKnowledgePath(url.pathname);
  if (canonical) return c.redirect(canonical + url.search, 301);
  const screen = screenOf(path);
  // the partner Q&A's addresses hold an ampersand, which a link copied through an encoder spells %26:
  // the pages answer at the spec's spelling only, so the other one is sent there
  if (screen && /%26/i.test(url.pathname)) return c.redirect(url.pathname.replaceAll(/%26/gi, '&') + url.search, 301);
  // a Korean-only page has no English variant: its English address is the English home (spec §2)
  const home = koreanOnlyRedirect(screen, lang);
  if (home) return c.redirect(home, 302);
  // unknown paths go on to the not-found page; open screens need no session lookup
  if (!screen || !needsSession(screen)) return null;
  const auth = await loadSession(c, 'MEMBER');
  const target =
    pageGuardRedirect(screen, auth?.user.role ?? 'ALL', lang, url.pathname + url.search) ??
    termsPendingRedirect(screen, auth?.session.termsPending === true, lang, url.pathname + url.search);
  if (!target) return null;
  c.header('Cache-Control', 'no-store');
  return c.redirect(target, 302);
}

const pages: MiddlewareHandler<AppEnv> = async (c, next) => {
  const denied = await guardPage(c);
  if (denied) return denied;
  const { locals } = getFetchState(c);
  locals.deps = c.var.deps;
  locals.recordUse = (use, counted, visit) => recordContentUsage(c, use, counted, visit);
  locals.recordSearch = (keyword, result) => recordSearch(c, keyword, result);
  // looked up once, and only by the pages whose content depends on the reader (the forum's restricted boards)
  let session: ReturnType<typeof loadSession> | undefined;
  locals.session = () => (session ??= loadSession(c, 'MEMBER'));
  // a page the same for every reader of a class says which (edge-api/src/lib/reader-classes.ts)
  locals.shareWithClass = (name) => c.set('readerClass', name);
  // the page's route pattern, for the access log and metrics (Hono knows only this middleware's `/*`)
  const route = getFetchState(c).routeData?.route;
  if (route) c.set('route', route);
  const response = (await renderAstro(c, next)) ?? c.res;
  // a page that failed because the database is busy or unavailable asks to be tried again (pages/500.astro)
  if (response.status === 500 && response.headers.has('retry-after')) return new Response(response.body, { status: 503, headers: response.headers });
  return response;
};

export default createApp({
  deps: createDeps,
  adminShell,
  // the development server serves the sources itself; a build's files would be stale there
  ...(import.meta.env.DEV || !assets ? {} : { assets }),
  // compressed on Node only (the Worker's answers are compressed at the edge), and not by the development server
  ...(import.meta.env.DEV || !compress ? {} : { compress }),
  // visitors' answers kept whole (per process on Node, per isolate in the Worker); not by the development server, whose pages change under it
  ...(import.meta.env.DEV || !cacheAnswers ? {} : { cacheAnswers }),
  pages,
  // liveness, readiness, metrics (Node, with a token) and the access log: docs/observability.md
  readiness,
  ...(metrics ? { metrics } : {}),
  accessLog,
  requestIdOf,
  log,
  // the build hands each pre-rendered page its route; a request at run time has none yet
  isPrerender: (c) => getFetchState(c).routeData?.prerender === true,
  clientIp: (c) => getFetchState(c).clientAddress ?? '',
});
