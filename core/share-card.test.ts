import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { shareCardQuery } from './schemas/share-card.ts';
import { itemCardText, pageCardText, shareCardAddress, shareCardKinds, shareCardVersion } from './share-card.ts';

describe('the share cards (core/share-card.ts)', () => {
  it('are drawn for the public kinds with a page of one row, never for the partner area’s, the videos or the FAQ', () => {
    expect([...shareCardKinds].sort()).toEqual(['FORUM', 'KNOWLEDGE_DATA_SET', 'KNOWLEDGE_MODEL', 'PRE_BUILT_MODEL', 'SUCCESS_STORY']);
  });

  it("draw an item's title in the page's language, the other language's when it has none, with the kind's name", () => {
    expect(itemCardText('PRE_BUILT_MODEL', { ko: '수요 예측', en: ' ' }, 'en')).toEqual({
      lang: 'en',
      siteName: 'Analytics Portal',
      title: '수요 예측',
      kindName: 'Pre-built models',
    });
    expect(pageCardText('/download', 'ko')).toMatchObject({ title: '스튜디오 다운로드', kindName: '다운로드' });
    // a page without a card of its own is the home page's
    expect(pageCardText('/login', 'en')).toEqual(pageCardText('/', 'en'));
  });

  it('change their version with what they draw, and only then', () => {
    const text = itemCardText('FORUM', { ko: '질문', en: '질문' }, 'ko');
    expect(shareCardVersion(text)).toBe(shareCardVersion({ ...text }));
    expect(shareCardVersion({ ...text, title: '질문!' })).not.toBe(shareCardVersion(text));
    expect(shareCardVersion({ ...text, lang: 'en' })).not.toBe(shareCardVersion(text));
  });

  it('have addresses their call reads back', () => {
    const text = itemCardText('KNOWLEDGE_MODEL', { ko: 'x', en: 'x' }, 'en');
    const query = Object.fromEntries(new URL(shareCardAddress({ kind: 'KNOWLEDGE_MODEL', id: 42 }, text), 'https://portal.example.com').searchParams);
    expect(v.parse(shareCardQuery, query)).toEqual({ subject: { kind: 'KNOWLEDGE_MODEL', id: 42 }, lang: 'en', version: shareCardVersion(text) });
  });
});
