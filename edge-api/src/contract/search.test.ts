// Site search answers what core/api/search-calls.ts says (decision 038), on the demo portal's index.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../testing/api-kit.ts';
import { liveAnswer, seedDemoPortal } from './contract-kit.ts';

let t: TestApp;
useTestApp((app) => (t = app));

beforeAll(async () => {
  await seedDemoPortal(t);
});

describe('site search answers its contract', () => {
  it('every group at once, then more of one group, in both languages', async () => {
    for (const [lang, keyword] of [
      ['ko', '예측'],
      ['en', 'forecast'],
    ] as const) {
      const all = await liveAnswer(t, 'GET /api/public/searching', { lang, query: { keyword } });
      const group = all.groups.find((candidate) => candidate.total > 0);
      if (!group) throw new Error(`nothing found for ${keyword}`);
      const more = await liveAnswer(t, 'GET /api/public/searching/load-more', { lang, query: { keyword, categoryName: group.category, pageNo: 1 } });
      expect(more.category).toBe(group.category);
    }
  });
});
