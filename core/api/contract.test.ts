import { describe, expect, expectTypeOf, it } from 'vitest';
import { calls } from '../auth/calls.ts';
import type { AdminUser } from '../schemas/admin-auth.ts';
import type { Page } from '../schemas/common.ts';
import type { AccountListItem } from '../schemas/people.ts';
import { callTarget, type ParamNames } from './call-contract.ts';
import { apiContract, type AnswerOf, type ApiCallKey, type ApiOptions } from './contract.ts';

describe('the call contract', () => {
  it('names only calls of the role × call matrix, by the same keys', () => {
    const matrix = new Set(calls.map((call) => `${call.method} ${call.path}`));
    expect(Object.keys(apiContract).filter((key) => !matrix.has(key))).toEqual([]);
  });

  it('fills path parameters in, encoded as path segments, and keeps the method', () => {
    expect(callTarget('PUT /api/admin/forum-moderation/:type/:id', { type: 'comment', id: 7 })).toEqual({
      method: 'PUT',
      path: '/api/admin/forum-moderation/comment/7',
    });
    expect(callTarget('GET /api/admin/banner/list/:lang', { lang: 'en' }).path).toBe('/api/admin/banner/list/en');
    expect(callTarget('GET /api/admin/system', undefined)).toEqual({ method: 'GET', path: '/api/admin/system' });
    expect(() => callTarget('GET /api/admin/user/:id', {})).toThrow(':id');
  });

  it('types answers, parameters, queries and bodies from the schemas', () => {
    expectTypeOf<AnswerOf<'GET /api/admin/user'>>().toEqualTypeOf<Page<AccountListItem>>();
    expectTypeOf<AnswerOf<'GET /api/auth/admin/user-info'>>().toEqualTypeOf<AdminUser>();
    expectTypeOf<AnswerOf<'DELETE /api/admin/faq/delete/:id'>>().toEqualTypeOf<null>();
    expectTypeOf<ParamNames<'PUT /api/admin/forum-moderation/:type/:id'>>().toEqualTypeOf<'type' | 'id'>();
    expectTypeOf<ApiOptions<'GET /api/admin/user/:id'>['params']>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<keyof NonNullable<ApiOptions<'GET /api/admin/permission'>['query']>>().toEqualTypeOf<'pageNo' | 'pageSize' | 'searchFilter' | 'keyword'>();
    expectTypeOf<ApiOptions<'POST /api/auth/login'>['body']>().toEqualTypeOf<{ username: string; password: string }>();
    // a renamed path is not a key
    expectTypeOf<'GET /api/admin/users'>().not.toExtend<ApiCallKey>();
  });
});
