import { describe, expect, it } from 'vitest';
import { screenOf } from './auth/screens.ts';
import { claimableUploadCodes, contentKindNames, contentKinds } from './content-kinds.ts';

describe('the content kinds', () => {
  it('point at a detail screen of the spec: a public one, or one of the partner area for the partner kinds', () => {
    for (const name of contentKindNames) {
      const roles = screenOf(contentKinds[name].detailRoute.replace(':id', '1'))?.roles;
      expect(roles, name).toContain(name.startsWith('PARTNER_') ? 'PARTNER' : 'ALL');
    }
  });

  it('open uploads only under the codes of kinds that exist', () => {
    expect([...claimableUploadCodes].sort()).toEqual([
      'COMMUNITY_FAQ',
      'FORUM_BULLETIN_BOARD',
      'KNOWLEDGE_DATA_SET',
      'KNOWLEDGE_MODEL',
      'PARTNER_FAQ',
      'PARTNER_LIBRARY',
      'PARTNER_QNA',
      'PRE_BUILT_MODEL',
      'SUCCESS_STORY_ATM',
      'SUCCESS_STORY_THUM',
    ]);
  });
});
