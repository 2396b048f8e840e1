import { describe, expect, it } from 'vitest';
import { menus, visibleMenus } from './menu.ts';
import { rolesAttribute, shownFor } from './role-bound.ts';

const partnerPaths = [
  '/partner/partner-policy',
  '/partner/partner-Q&A',
  '/partner/partner-FAQ',
  '/partner/partner-reference-room',
  '/partner/partner-business-management',
];
const entryPaths = (lang: 'ko' | 'en', known: readonly string[]) => visibleMenus(lang, known).flatMap((menu) => menu.entries.map((entry) => entry.path));

describe('the header menus (portal spec §2)', () => {
  it('shows only entries whose page exists, and no empty menu', () => {
    const shown = visibleMenus('ko', ['/resources/pre-built-model']);
    expect(shown.map((menu) => menu.key)).toEqual(['nav.resources']);
    expect(visibleMenus('ko', [])).toEqual([]);
  });

  it('shows the partner FAQ link only in Korean', () => {
    expect(entryPaths('ko', partnerPaths)).toContain('/partner/partner-FAQ');
    expect(entryPaths('en', partnerPaths)).not.toContain('/partner/partner-FAQ');
    expect(entryPaths('en', partnerPaths)).toContain('/partner/partner-Q&A');
  });

  it('shows Partner Q&A and the library to PARTNER, STAFF and ADMIN, business management only to ADMIN', () => {
    const partner = menus.find((menu) => menu.key === 'nav.partner');
    const rolesOf = (path: string) => rolesAttribute([partner?.entries.find((entry) => entry.path === path) ?? { roles: [] }]) ?? '';
    for (const path of ['/partner/partner-Q&A', '/partner/partner-reference-room']) {
      expect(['PARTNER', 'STAFF', 'ADMIN'].every((role) => shownFor(rolesOf(path), role))).toBe(true);
      expect(['ALL', 'MEMBER', 'CONTENT_MANAGER'].some((role) => shownFor(rolesOf(path), role))).toBe(false);
    }
    const business = rolesOf('/partner/partner-business-management');
    expect(shownFor(business, 'ADMIN')).toBe(true);
    expect(['ALL', 'MEMBER', 'PARTNER', 'STAFF', 'CONTENT_MANAGER'].some((role) => shownFor(business, role))).toBe(false);
  });

  it('shows the search glossary and log in the community menu to the content authors only (issue 31)', () => {
    const community = menus.find((menu) => menu.key === 'nav.community');
    for (const path of ['/search/glossary', '/search/log']) {
      const entry = community?.entries.find((each) => each.path === path);
      const roles = rolesAttribute([entry ?? { roles: [] }]) ?? '';
      expect(
        ['ADMIN', 'CONTENT_MANAGER'].every((role) => shownFor(roles, role)),
        path,
      ).toBe(true);
      expect(
        ['ALL', 'MEMBER', 'PARTNER', 'STAFF'].some((role) => shownFor(roles, role)),
        path,
      ).toBe(false);
      expect(entryPaths('en', [path]), path).toEqual([path]);
    }
  });
});
