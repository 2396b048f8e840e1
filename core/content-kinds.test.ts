import { describe, expect, it } from 'vitest';
import { PARTNER_AREA } from './auth/roles.ts';
import { screenOf } from './auth/screens.ts';
import { claimableUploadCodes, contentKindNames, contentKinds } from './content-kinds.ts';

describe('the content kinds', () => {
  it('point at a detail screen of the spec: public, but the partner Q&A’s, which is the partner area’s', () => {
    for (const name of contentKindNames) {
      const roles = screenOf(contentKinds[name].detailRoute.replace(':id', '1'))?.roles;
      if (name === 'PARTNER_QNA') expect(roles, name).toEqual(PARTNER_AREA);
      else expect(roles, name).toContain('ALL');
    }
  });

  it('open uploads only under the codes of kinds that exist', () => {
    expect([...claimableUploadCodes].sort()).toEqual([
      'COMMUNITY_FAQ',
      'FORUM_BULLETIN_BOARD',
      'KNOWLEDGE_DATA_SET',
      'KNOWLEDGE_MODEL',
      'PARTNER_QNA',
      'PRE_BUILT_MODEL',
      'SUCCESS_STORY_ATM',
      'SUCCESS_STORY_THUM',
    ]);
  });
});
