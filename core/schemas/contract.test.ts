import type * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import type { SearchAllResult, SearchMoreResult } from '../search/types.ts';
import type { codeItem, CodeItem } from './catalogue.ts';
import { pageOf, type Envelope, type envelopeSchema, type Page, type pageSchema } from './common.ts';
import type { PreBuiltModelItem, preBuiltModelItem, PreBuiltModelView, preBuiltModelView } from './pre-built-model.ts';
import type { searchAllResult, searchMoreResult } from './search.ts';
import type { SuccessStoryItem, successStoryItem, SuccessStoryView, successStoryView } from './success-story.ts';

// The envelope, the page and the views are declared once, here; the OpenAPI schemas and the types every
// layer uses must be the same thing. These checks run when the type checker reads this file.

describe('one contract between the layers', () => {
  it('the envelope and page schemas describe exactly the Envelope and Page types', () => {
    expectTypeOf<v.InferOutput<ReturnType<typeof envelopeSchema<typeof codeItem>>>>().toEqualTypeOf<Envelope<CodeItem>>();
    expectTypeOf<v.InferOutput<ReturnType<typeof pageSchema<typeof codeItem>>>>().toEqualTypeOf<Page<CodeItem>>();
    expectTypeOf(pageOf<CodeItem>([], 0, 1, 9)).toEqualTypeOf<Page<CodeItem>>();
  });

  it('a view is its item and the local date, nothing more', () => {
    expectTypeOf<v.InferOutput<typeof preBuiltModelView>>().toEqualTypeOf<PreBuiltModelView>();
    expectTypeOf<Omit<PreBuiltModelView, 'insDate'>>().toEqualTypeOf<PreBuiltModelItem>();
    expectTypeOf<PreBuiltModelView['insDate']>().toEqualTypeOf<string>();
    expectTypeOf<v.InferOutput<typeof preBuiltModelItem>>().toEqualTypeOf<PreBuiltModelItem>();
    expectTypeOf<Omit<SuccessStoryView, 'insDate'>>().toEqualTypeOf<SuccessStoryItem>();
    expectTypeOf<v.InferOutput<typeof successStoryItem>>().toEqualTypeOf<SuccessStoryItem>();
    expectTypeOf<v.InferOutput<typeof successStoryView>>().toEqualTypeOf<SuccessStoryView>();
  });

  it('the search calls document exactly the answers the search page reads', () => {
    expectTypeOf<v.InferOutput<typeof searchAllResult>>().toEqualTypeOf<SearchAllResult>();
    // SearchMoreResult is an intersection (a group and its page): compared as the one object it is
    expectTypeOf<v.InferOutput<typeof searchMoreResult>>().toEqualTypeOf<{ [K in keyof SearchMoreResult]: SearchMoreResult[K] }>();
  });
});
