import { describe, expect, it } from 'vitest';
import { screenOf } from '#core/auth/screens.ts';
import { koreanOnlyRedirect, languageSwitchTargets } from './korean-only.ts';

const targets = (href: string) => languageSwitchTargets(new URL(href, 'http://portal.test'));

describe('languageSwitchTargets', () => {
  it('links a bilingual page to itself in the other language, query kept', () => {
    expect(targets('/privacy_policy?version=3')).toEqual([
      { lang: 'ko', href: '/privacy_policy?version=3' },
      { lang: 'en', href: '/en/privacy_policy?version=3' },
    ]);
  });

  it('sends English readers of dso1 to the English home', () => {
    expect(targets('/dso1/introduction')).toEqual([
      { lang: 'ko', href: '/dso1/introduction' },
      { lang: 'en', href: '/en/' },
    ]);
  });

  it('offers only Korean on the supporters notice and the partner FAQ', () => {
    expect(targets('/privacy_policy_sup')).toEqual([{ lang: 'ko', href: '/privacy_policy_sup' }]);
    expect(targets('/partner/partner-FAQ')).toEqual([{ lang: 'ko', href: '/partner/partner-FAQ' }]);
  });
});

describe('koreanOnlyRedirect', () => {
  it('sends an English request for a Korean-only page to the English home, and nothing else', () => {
    expect(koreanOnlyRedirect(screenOf('/dso1/application'), 'en')).toBe('/en/');
    expect(koreanOnlyRedirect(screenOf('/privacy_policy_sup'), 'en')).toBe('/en/');
    expect(koreanOnlyRedirect(screenOf('/dso1/application'), 'ko')).toBeNull();
    expect(koreanOnlyRedirect(screenOf('/about'), 'en')).toBeNull();
    expect(koreanOnlyRedirect(undefined, 'en')).toBeNull();
  });
});
