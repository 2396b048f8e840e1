import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeRegExp, screenOf } from '#core/auth/screens.ts';
import { menus } from './menu.ts';
import { knownRoutes, paths, sitemapRoutes } from './routes.ts';

const pagesDir = join(import.meta.dirname, '..', 'pages', '[...locale]');

/** Every page of both languages as a route: `resources/pre-built-model/detail/[id].astro` → `/resources/pre-built-model/detail/:id`. */
function pageRoutes(): string[] {
  const files = readdirSync(pagesDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.astro'));
  return files.map((entry) => {
    const path = relative(pagesDir, join(entry.parentPath, entry.name)).split(sep).join('/');
    const route = `/${path.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/\[([A-Za-z]+)\]/g, ':$1');
    return route.length > 1 ? route.replace(/\/$/, '') : '/';
  });
}

describe('the route table (lib/routes.ts) and the pages', () => {
  const routes = pageRoutes();
  const fixed = routes.filter((route) => !route.includes(':'));

  it('lists exactly the pages at fixed paths that exist', () => {
    expect([...knownRoutes].sort()).toEqual([...fixed].sort());
  });

  it('gives every page, fixed or with an id, a screen of core/auth/screens.ts, so the front door guards it', () => {
    // parameter names may differ (`:id` in a file name, `:idBullentin` in the spec): compare the shapes
    const shape = (route: string) => route.replace(/:[A-Za-z]+/g, ':');
    for (const route of routes) expect(shape(screenOf(route.replace(/:[A-Za-z]+/g, '1'))?.route ?? '(none)'), route).toBe(shape(route));
  });

  it('points every shared path and every menu entry whose page exists at a page', () => {
    const patterns = routes.map((route) => routeRegExp(route));
    // a page whose spec route has no id segment takes it in the query (`?id=1`): the path is what must match
    const shared = Object.values(paths).map((path) => (typeof path === 'function' ? path(1) : path).split('?')[0] ?? '');
    for (const path of shared)
      expect(
        patterns.some((pattern) => pattern.test(path)),
        path,
      ).toBe(true);
    const menuPaths = menus.flatMap((menu) => menu.entries.map((entry) => entry.path));
    for (const path of menuPaths.filter((p) => knownRoutes.includes(p)))
      expect(
        patterns.some((pattern) => pattern.test(path)),
        path,
      ).toBe(true);
  });

  it('puts in the sitemap only public pages that everyone may open', () => {
    for (const route of sitemapRoutes) expect(screenOf(route)?.roles, route).toContain('ALL');
  });
});
