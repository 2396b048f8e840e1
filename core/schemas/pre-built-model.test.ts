import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { preBuiltModelListQuery } from './pre-built-model.ts';

const parse = (input: Record<string, string | string[]>) => v.safeParse(preBuiltModelListQuery, input);

describe('preBuiltModelListQuery', () => {
  it('defaults to page 1 of 9', () => {
    expect(parse({}).output).toMatchObject({ page: 1, pageSize: 9 });
  });

  it('reads codes comma-separated or repeated, in any case', () => {
    expect(parse({ industries: 'fin, MAN' }).output).toMatchObject({ industries: ['FIN', 'MAN'] });
    expect(parse({ algorithms: ['CNN', 'XGB,ANO'] }).output).toMatchObject({ algorithms: ['CNN', 'XGB', 'ANO'] });
  });

  it('treats a blank keyword as none', () => {
    expect(parse({ keyword: '   ' }).output).toMatchObject({ keyword: undefined });
  });

  it.each([
    [{ page: '0' }, 'validation.min'],
    [{ page: '1.5' }, 'validation.integer'],
    [{ pageSize: '101' }, 'validation.max'],
    [{ industries: 'FIN;--' }, 'validation.code'],
    [{ keyword: 'k'.repeat(101) }, 'validation.maxLength'],
  ])('rejects %o with %s', (input, key) => {
    const result = parse(input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(key);
  });
});
