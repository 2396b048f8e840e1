import { describe, expect, it } from 'vitest';
import { catalogues, translator } from '#core/i18n/translate.ts';
import { ApiFailure } from '../lib/api-client.ts';
import { attachmentRuleMessageKeys, attachmentRuleMessages, placeFailure } from './place-failure.ts';
import { createsContent } from './save-call.ts';
import { GroupUploadError } from './save-flow.ts';
import type { FileGroupState } from './use-file-group.ts';

/** A file group as a form holds it, recording the message shown next to its files. */
function group(code: FileGroupState['code']) {
  const shown: (string | undefined)[] = [];
  const state: FileGroupState = {
    code,
    items: [],
    path: undefined,
    error: undefined,
    changed: false,
    setItems: () => undefined,
    setError: (text) => void shown.push(typeof text === 'function' ? text(undefined) : text),
    onChange: () => undefined,
  };
  return { state, shown };
}

describe('placeFailure', () => {
  for (const lang of ['ko', 'en'] as const) {
    const t = translator(lang);
    const raw = catalogues[lang];
    const ruleMessages = attachmentRuleMessages(Object.fromEntries(attachmentRuleMessageKeys.map((key) => [key, raw[key]])) as never);

    it(`${lang}: a server message about a field goes to that field`, () => {
      const files = group('PRE_BUILT_MODEL');
      const onField: [string, string][] = [];
      const text = t('resources.selectIndustry');
      placeFailure(new ApiFailure({ success: false, message: text, data: null, code: 400, status: 400 }), text, {
        fields: [['industryCd', [raw['resources.selectIndustry']]]],
        files: [[files.state, ruleMessages]],
        onField: (field, message) => onField.push([field, message]),
      });
      expect(onField).toEqual([['industryCd', text]]);
      expect(files.shown).toEqual([]);
    });

    it(`${lang}: a refusal by the attachment rules goes next to the files it is about`, () => {
      const thumbs = group('SUCCESS_STORY_THUM');
      const files = group('SUCCESS_STORY_ATM');
      const text = t('common.errorMaxTotalSize', { max: '50 MB' });
      placeFailure(new ApiFailure({ success: false, message: text, data: null, code: 413, status: 413 }), text, {
        fields: [['industryCd', [raw['resources.selectIndustry']]]],
        files: [
          [thumbs.state, [raw['resources.thumbnailRequired']]],
          [files.state, ruleMessages],
        ],
      });
      expect(files.shown).toEqual([text]);
      expect(thumbs.shown).toEqual([]);
    });
  }

  it('a failed upload goes to the files of its upload code, whatever its text', () => {
    const thumbs = group('SUCCESS_STORY_THUM');
    const files = group('SUCCESS_STORY_ATM');
    placeFailure(new GroupUploadError('SUCCESS_STORY_THUM', new Error('offline')), 'upload failed', {
      files: [
        [thumbs.state, []],
        [files.state, []],
      ],
    });
    expect(thumbs.shown).toEqual(['upload failed']);
    expect(files.shown).toEqual([]);
  });

  it('a message about nothing on the form is left to the toast', () => {
    const files = group('COMMUNITY_FAQ');
    const onField: string[] = [];
    placeFailure(new ApiFailure({ success: false, message: 'busy', data: null, code: 503, status: 503 }), 'busy', {
      fields: [['type', ['Choose a category.']]],
      files: [[files.state, ['Too big.']]],
      onField: (field) => onField.push(field),
    });
    expect(onField).toEqual([]);
    expect(files.shown).toEqual([]);
  });
});

describe('createsContent', () => {
  it("tells a create (POST) from an update (PUT) by the call's key", () => {
    expect(createsContent({ key: 'POST /api/admin/faq/register', body: { titleKr: '질문', titleEn: 'Q', contentKr: '답', contentEn: 'A', type: 1 } })).toBe(
      true,
    );
    expect(createsContent({ key: 'PUT /api/admin/faq/update', body: { titleKr: '질문', titleEn: 'Q', contentKr: '답', contentEn: 'A', type: 1, id: 3 } })).toBe(
      false,
    );
  });
});
