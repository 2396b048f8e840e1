import { describe, expect, it } from 'vitest';
import { passwordState } from './password-expiry.ts';
import { brokenPasswordRules } from './password-policy.ts';
import { roles } from './roles.ts';
import { canOpen, screenOf } from './screens.ts';

describe('the password rules (portal spec §5)', () => {
  it.each([
    ['Green#2027x', []],
    ['Gr#27x', ['validation.passwordLength']],
    ['Green#2027xyz', ['validation.passwordLength']],
    ['Green2027x', ['validation.passwordMix']],
    ['Gre#123456', ['validation.passwordDigitRun']],
    ['Gre#1234ab', []],
    ['Gaaaa#2027', ['validation.passwordRepeat']],
    ['Gaaa#2027', []],
  ] as const)('%s breaks %j', (password, broken) => {
    expect(brokenPasswordRules(password)).toEqual(broken);
  });
});

describe('the password cycle', () => {
  const cycle = { defaultPeriod: 3, enable: true, noticePeriod: 7 };
  const changed = { passwordChangedAt: '2026-08-20T00:00:00.000Z', passwordNoticeAfter: null };

  it('warns in the last 7 days, then refuses', () => {
    expect(passwordState(changed, cycle, new Date('2026-11-12T00:00:00Z'))).toEqual({ expired: false, noticeActualDay: null });
    expect(passwordState(changed, cycle, new Date('2026-11-13T00:00:00Z'))).toEqual({ expired: false, noticeActualDay: 7 });
    expect(passwordState(changed, cycle, new Date('2026-11-19T12:00:00Z'))).toEqual({ expired: false, noticeActualDay: 1 });
    expect(passwordState(changed, cycle, new Date('2026-11-20T00:00:00Z'))).toEqual({ expired: true, noticeActualDay: null });
  });

  it('counts from "change after 3 months" when chosen, and never expires when the cycle is off', () => {
    const postponed = { ...changed, passwordNoticeAfter: '2026-11-15T00:00:00.000Z' };
    expect(passwordState(postponed, cycle, new Date('2026-11-25T00:00:00Z'))).toEqual({ expired: false, noticeActualDay: null });
    expect(passwordState(changed, { ...cycle, enable: false }, new Date('2030-01-01T00:00:00Z'))).toEqual({ expired: false, noticeActualDay: null });
  });
});

describe('the screen matrix', () => {
  it('finds the most specific route and its roles', () => {
    expect(screenOf('/education/prods')?.route).toBe('/education/prods');
    expect(screenOf('/education/studio-training-guide-tv')?.route).toBe('/education/:product-training-guide-tv');
    expect(screenOf('/education/studio-tv')?.route).toBe('/education/:product-tv');
    expect(screenOf('/resources/success-story/edit/7')?.roles).toEqual(['ADMIN', 'CONTENT_MANAGER']);
    expect(screenOf('/no-such-page')).toBeUndefined();
  });

  it('opens the partner area to partners, staff and admins only', () => {
    const screen = screenOf('/partner/partner-Q&A');
    if (!screen) throw new Error('the partner Q&A screen is missing');
    expect(roles.filter((role) => canOpen(screen, role))).toEqual(['PARTNER', 'STAFF', 'ADMIN']);
  });
});
