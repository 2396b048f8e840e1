import { describe, expect, it } from 'vitest';
import type { NoticeView } from '#core/schemas/notice.ts';
import { noticeMark, noticesAreNew } from './notice-check.ts';

const notice = (id: string, overrides: Partial<NoticeView> = {}): NoticeView => ({
  id,
  title: `Title ${id}`,
  content: `Content ${id}`,
  link: null,
  relatedInfo: { category: 'GENERAL', attachmentId: null },
  attachment: null,
  ...overrides,
});

describe('the notices are new (checkNotice)', () => {
  const list = [notice('P3'), notice('N2'), notice('N1')];
  const stored = noticeMark(list);

  it('when nothing was acknowledged, or something else was stored; never for an empty list', () => {
    expect(noticesAreNew(list, null)).toBe(true);
    expect(noticesAreNew(list, 'not a mark')).toBe(true);
    expect(noticesAreNew([], null)).toBe(false);
    expect(noticesAreNew([], stored)).toBe(false);
  });

  it('not once the same list is acknowledged, whatever changes in a later notice or a link', () => {
    expect(noticesAreNew(list, stored)).toBe(false);
    expect(noticesAreNew([notice('P3', { link: '/privacy_policy?version=3' }), notice('N2', { title: 'Edited' }), notice('N1')], stored)).toBe(false);
  });

  it('when the ids differ: one added, one removed, or the order changed', () => {
    expect(noticesAreNew([notice('N4'), ...list], stored)).toBe(true);
    expect(noticesAreNew(list.slice(0, 2), stored)).toBe(true);
    expect(noticesAreNew([list[1]!, list[0]!, list[2]!], stored)).toBe(true);
  });

  it("when the first notice's title, content, category or attachment changed", () => {
    const first = (overrides: Partial<NoticeView>) => [notice('P3', overrides), ...list.slice(1)];
    expect(noticesAreNew(first({ title: 'New title' }), stored)).toBe(true);
    expect(noticesAreNew(first({ content: 'New content' }), stored)).toBe(true);
    expect(noticesAreNew(first({ relatedInfo: { category: 'EVENT', attachmentId: null } }), stored)).toBe(true);
    expect(noticesAreNew(first({ relatedInfo: { category: 'GENERAL', attachmentId: 7 } }), stored)).toBe(true);
  });
});
