import { describe, expect, it } from 'vitest';
import { roles } from '#core/auth/roles.ts';
import { screenOf, type Screen } from '#core/auth/screens.ts';
import { needsSession, pageGuardRedirect, termsPendingRedirect } from './page-guard.ts';

const screen = (path: string): Screen => {
  const found = screenOf(path);
  if (!found) throw new Error(`no screen for ${path}`);
  return found;
};

describe('the page guard (portal spec §6)', () => {
  it('lets every role open a public screen, without looking up a session', () => {
    for (const role of roles) expect(pageGuardRedirect(screen('/resources/pre-built-model'), role, 'ko')).toBeNull();
    expect(needsSession(screen('/'))).toBe(false);
    expect(needsSession(screen('/my-page/info'))).toBe(true);
  });

  it('sends a visitor away from my page to the home page of the page language', () => {
    expect(pageGuardRedirect(screen('/my-page/info'), 'ALL', 'ko')).toBe('/');
    expect(pageGuardRedirect(screen('/my-page/import-password'), 'ALL', 'en')).toBe('/en/');
    expect(pageGuardRedirect(screen('/my-page/change-info'), 'MEMBER', 'ko')).toBeNull();
  });

  it('sends a member away from partner and author screens, and lets the roles of the matrix in', () => {
    expect(pageGuardRedirect(screen('/partner/partner-Q&A'), 'MEMBER', 'ko')).toBe('/');
    expect(pageGuardRedirect(screen('/resources/success-story/registration'), 'MEMBER', 'en')).toBe('/en/');
    expect(pageGuardRedirect(screen('/partner/partner-Q&A'), 'PARTNER', 'ko')).toBeNull();
    expect(pageGuardRedirect(screen('/resources/success-story/registration'), 'CONTENT_MANAGER', 'ko')).toBeNull();
    expect(pageGuardRedirect(screen('/resources/success-story/registration'), 'PARTNER', 'ko')).toBe('/');
    // the search glossary and log (issue 31): the content authors keep them on the site
    for (const path of ['/search/glossary', '/search/log']) {
      expect(pageGuardRedirect(screen(path), 'CONTENT_MANAGER', 'ko'), path).toBeNull();
      expect(pageGuardRedirect(screen(path), 'ADMIN', 'en'), path).toBeNull();
      expect(pageGuardRedirect(screen(path), 'MEMBER', 'en'), path).toBe('/en/');
      expect(pageGuardRedirect(screen(path), 'ALL', 'ko'), path).toBe('/');
    }
    expect(screen('/search').roles).toContain('ALL');
  });

  it('sends a visitor from the partner policy register to the sign-in, keeping where to come back to', () => {
    expect(pageGuardRedirect(screen('/partner/partner-policy-register'), 'ALL', 'ko', '/partner/partner-policy-register')).toBe(
      '/login?next=%2Fpartner%2Fpartner-policy-register',
    );
    expect(pageGuardRedirect(screen('/partner/partner-policy-register'), 'MEMBER', 'en', '/en/partner/partner-policy-register?x=1')).toBe(
      '/en/login?next=%2Fen%2Fpartner%2Fpartner-policy-register%3Fx%3D1',
    );
    // only a same-site path is kept
    expect(pageGuardRedirect(screen('/partner/partner-policy-register'), 'ALL', 'ko', '//evil.example/')).toBe('/login');
  });

  it('leaves the admin console to its own door', () => {
    expect(pageGuardRedirect(screen('/admin/account'), 'ALL', 'ko')).toBeNull();
  });

  it('sends a member with new terms to accept to the acceptance page first, coming back after (issue 33)', () => {
    expect(termsPendingRedirect(screen('/my-page/bookmarks'), true, 'ko', '/my-page/bookmarks?page=2')).toBe(
      '/my-page/accept-terms?next=%2Fmy-page%2Fbookmarks%3Fpage%3D2',
    );
    expect(termsPendingRedirect(screen('/community/community-forum-add'), true, 'en', '/en/community/community-forum-add')).toBe(
      '/en/my-page/accept-terms?next=%2Fen%2Fcommunity%2Fcommunity-forum-add',
    );
    expect(termsPendingRedirect(screen('/my-page/accept-terms'), true, 'ko', '/my-page/accept-terms')).toBeNull();
    expect(termsPendingRedirect(screen('/my-page/bookmarks'), false, 'ko', '/my-page/bookmarks')).toBeNull();
  });
});
