import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Db } from '../client.ts';
import { migrateLibsql, openLibsql } from '../libsql.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '../seed/generators.ts';
import { insertedId } from '../seed/kind-seed.ts';
import { storiesUsing } from './story-usage.ts';
import { deleteSuccessStory } from './success-story-write.ts';

let db: Db;
let close: () => void;
let modelId = 0;

beforeAll(async () => {
  const opened = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'story-usage-')), 'portal.db')}`);
  await migrateLibsql(opened.db);
  db = opened.db;
  close = () => opened.client.close();
  modelId = await insertPreBuiltModel(db, preBuiltModelSeed());
});
afterAll(() => close());

/** A story written `day` days into November that names the items given. */
async function storyNaming(day: number, uses: { kind: 'PRE_BUILT_MODEL' | 'KNOWLEDGE_MODEL'; itemId: number }[], isDeleted = false) {
  const id = await insertedId(db, schema.successStory, {
    titleKr: `사례 ${day}`,
    titleEn: `Story ${day}`,
    insDtm: new Date(Date.UTC(2026, 10, day)).toISOString(),
    thumbnailPath: `/files/success-story-thum/${day}.png`,
    isDeleted,
  });
  for (const [sortOrder, use] of uses.entries()) await db.insert(schema.successStoryUsage).values({ storyId: id, ...use, sortOrder });
  return id;
}

describe('storiesUsing: the stories back on an item’s page', () => {
  it('lists the live stories naming the item, newest first, at most 12, of that kind only', async () => {
    const model = { kind: 'PRE_BUILT_MODEL' as const, itemId: modelId };
    const days = Array.from({ length: 14 }, (_, index) => index + 1);
    const ids = new Map<number, number>();
    for (const day of days) ids.set(day, await storyNaming(day, [model]));
    await storyNaming(20, [model], true);
    // the same id as a shared model's: another item
    await storyNaming(21, [{ kind: 'KNOWLEDGE_MODEL', itemId: modelId }]);

    const listed = await storiesUsing(db, 'PRE_BUILT_MODEL', modelId);
    expect(listed.map((story) => story.titleEn)).toEqual(
      days
        .slice(2)
        .reverse()
        .map((day) => `Story ${day}`),
    );
    expect(listed[0]).toMatchObject({ id: ids.get(14), titleKr: '사례 14', thumbnailPath: '/files/success-story-thum/14.png' });
    expect((await storiesUsing(db, 'KNOWLEDGE_MODEL', modelId)).map((story) => story.titleEn)).toEqual(['Story 21']);
    expect(await storiesUsing(db, 'KNOWLEDGE_DATA_SET', modelId)).toEqual([]);
  });

  it('forgets its answer when a story is deleted', async () => {
    const before = await storiesUsing(db, 'PRE_BUILT_MODEL', modelId);
    const newest = before[0];
    if (!newest) throw new Error('no story names the model');
    expect(await deleteSuccessStory(db, newest.id, 'content', new Date())).toBe(true);
    const after = await storiesUsing(db, 'PRE_BUILT_MODEL', modelId);
    expect(after.map((story) => story.id)).not.toContain(newest.id);
    expect(after).toHaveLength(12);
  });
});
