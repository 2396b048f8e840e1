import { describe, expect, expectTypeOf, it } from 'vitest';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { PreBuiltModelItem } from '#core/schemas/pre-built-model.ts';
import type { SuccessStoryItem } from '#core/schemas/success-story.ts';
import type { schema } from '../client.ts';
import type { listPreBuiltModels } from './pre-built-model.ts';
import type { listSuccessStories } from './success-story.ts';

// The queries answer the views of core/schemas, so the API's OpenAPI schemas, the pages and the queries
// cannot drift apart. A story's row is spread into its item: a new column fails here until core has it.

type StoryRelations = 'industryCd' | 'algorithmCd' | 'industries' | 'algorithms' | 'attachments' | 'thumbnails' | 'relatedMaterials' | 'uses';

describe('the queries answer the views of core', () => {
  it('lists answer pages of the core items', () => {
    expectTypeOf<Awaited<ReturnType<typeof listPreBuiltModels>>>().toEqualTypeOf<Page<PreBuiltModelItem>>();
    expectTypeOf<Awaited<ReturnType<typeof listSuccessStories>>>().toEqualTypeOf<Page<SuccessStoryItem>>();
  });

  it('a story row holds exactly the stored fields of a story item', () => {
    expectTypeOf<typeof schema.successStory.$inferSelect>().toEqualTypeOf<Omit<SuccessStoryItem, StoryRelations>>();
  });

  it('pages count at least one page, so page 1 of an empty list exists', () => {
    expect(pageOf([], 0, 1, 9)).toEqual({ items: [], total: 0, page: 1, pageSize: 9, totalPages: 1 });
    expect(pageOf([1], 19, 2, 9).totalPages).toBe(3);
  });
});
