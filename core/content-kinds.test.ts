import { describe, expect, it } from 'vitest';
import { screenOf } from './auth/screens.ts';
import { claimableUploadCodes, contentKindNames, contentKinds } from './content-kinds.ts';

describe('the content kinds', () => {
  it('point at a public detail screen of the spec', () => {
    for (const name of contentKindNames) expect(screenOf(contentKinds[name].detailRoute.replace(':id', '1'))?.roles, name).toContain('ALL');
  });

  it('open uploads only under the codes of kinds that exist', () => {
    expect([...claimableUploadCodes].sort()).toEqual([
      'COMMUNITY_FAQ',
      'FORUM_BULLETIN_BOARD',
      'KNOWLEDGE_DATA_SET',
      'KNOWLEDGE_MODEL',
      'PRE_BUILT_MODEL',
      'SUCCESS_STORY_ATM',
      'SUCCESS_STORY_THUM',
    ]);
  });
});
