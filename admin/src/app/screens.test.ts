import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMINS } from '#core/auth/roles.ts';
import { screenOf } from '#core/auth/screens.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import type { KindDeclaration } from '#core/kinds/types.ts';
import { navigation, navigationGroups, navPathOf } from './navigation.ts';
import { consoleScreens, kindListOf, navGroups } from './screens.tsx';

// The router and the side navigation are made from consoleScreens; these checks hold that declaration
// to the spec's screens (admin spec §2, as core/auth/screens.ts lists them).

describe('the console screens', () => {
  it('are screens of the admin spec, each path once', () => {
    const paths = consoleScreens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      const screen = screenOf(`/admin${path}`);
      expect(screen?.route, path).toMatch(/^\/admin\//);
      expect(screen?.roles, path).toEqual(ADMINS);
    }
  });

  it("hold every kind's console list its declaration names (core/kinds/), with its title and its feature's list component", () => {
    const kinds: KindDeclaration[] = Object.values(kindDeclarations);
    const withList = kinds.filter((kind) => kind.console);
    expect(withList.length).toBeGreaterThan(0);
    for (const kind of kinds) expect(Boolean(kind.consoleList), `${kind.nameKey}: \`console\` and \`consoleList\` go together`).toBe(Boolean(kind.console));
    for (const kind of withList) {
      const path = kind.console!.slice('/admin'.length);
      const screen = consoleScreens.find((each) => each.path === path);
      expect(screen?.title, path).toBe(kind.consoleList!.title);
      expect(screen?.nav?.group, path).toBe('content');
      // read, not loaded: a list component needs a browser's document
      const list = kindListOf(kind);
      expect(readFileSync(new URL(list.file, import.meta.url), 'utf8'), `${list.file} exports ${list.name}`).toMatch(
        new RegExp(`export (function|const) ${list.name}\\b`),
      );
    }
  });

  it('list in the navigation every screen but the add, edit and register pages, in the declared order', () => {
    const listed = consoleScreens.filter((screen) => !/\/(add-|edit|register)/.test(screen.path));
    expect(navigation.map((item) => item.path)).toEqual(listed.map((screen) => screen.path));
    expect(navigation.map((item) => item.label)).toEqual(listed.map((screen) => screen.title));
    for (const screen of consoleScreens) expect(screen.title, screen.path).toMatch(/^admin\./);
  });

  it('group the navigation as declared, each entry once, groups in their order', () => {
    expect(navigationGroups.flatMap((group) => group.items)).toHaveLength(navigation.length);
    expect(navigationGroups.map((group) => group.group)).toEqual(navGroups.filter((group) => navigation.some((item) => item.group === group)));
    for (const { group, items } of navigationGroups) expect(items.every((item) => item.group === group)).toBe(true);
  });

  it('open the connection history at /admin itself', () => {
    expect(consoleScreens.filter((screen) => screen.index).map((screen) => screen.path)).toEqual(['/history-connect']);
    expect(navPathOf('/')).toBe('/history-connect');
    expect(navPathOf('/admin-access')).toBe('/admin-access');
    expect(navPathOf('/unknown')).toBe('');
  });
});
