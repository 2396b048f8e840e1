import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageKey } from '#core/i18n/translate.ts';
import { schema } from '#db/client.ts';
import { expectFailure, freshIp, login, msg, readJson, signedInAdmin, type TestApp } from '../testing/api-kit.ts';
import { createTestApp, SITE } from '../testing/test-app.ts';
import { illFormedTextAt } from './validate.ts';

// Issue: lone UTF-16 surrogates ("\ud800x") were accepted in single-line fields and stored as U+FFFD,
// while NUL, bidi and zero-width characters were refused. Text that is not Unicode is refused in every
// field of every input the API validates, naming the field in the caller's language, and nothing is
// written.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Text that is not Unicode: the first half of a surrogate pair, alone, as JSON's "\ud800x" gives it. */
const ILL_FORMED = 'a\ud800x';

/** A field's name as the answer gives it: its catalogue label, else the key as sent. */
const label = (lang: 'ko' | 'en', key: string) => {
  const labelled = msg(lang, `field.${key}` as MessageKey);
  return labelled === `field.${key}` ? key : labelled;
};

type Operation = {
  parameters?: { in: string; name: string; schema?: { enum?: string[] } }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

/** Path parameters of a shape of their own (the console's reviews: issue 33), with a value each takes. */
const shapedParams: Record<string, string> = { month: '2026-10', quarter: '2026-Q4' };

/** A call's address with each path parameter filled with a value it takes (the first of a list, a shaped one's sample, else 1). */
const addressOf = (path: string, operation: Operation) =>
  `/api${path.replace(
    /\{(\w+)\}/g,
    (_, name: string) =>
      operation.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema?.enum?.[0] ?? shapedParams[name] ?? '1',
  )}`;

describe('ill-formed text', () => {
  it('every field of every JSON body of the API document is refused when it holds a lone surrogate, naming it in the caller language', async () => {
    const admin = await signedInAdmin(t, { role: 'ADMIN' });
    const member = await login(t, admin.username, admin.password);
    const cookie = `${admin.cookie}; ${member.cookie ?? ''}`;
    const document = (await (await t.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
    const bodies = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const fields = Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});
        return fields.length > 0 ? [{ method: method.toUpperCase(), path: addressOf(path, operation), fields }] : [];
      }),
    );
    expect(bodies.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['POST /api/public/sign-up', 'POST /api/member/forum-bulletin']),
    );
    const accounts = (await t.db.select({ n: count() }).from(schema.userAccount))[0]?.n;
    let sent = 0;
    for (const { method, path, fields } of bodies) {
      for (const field of fields) {
        const lang = sent++ % 2 === 0 ? 'ko' : 'en';
        const res = await t.send(method, path, { [field]: ILL_FORMED }, lang, { cookie, origin: SITE, 'x-test-ip': freshIp() });
        expect({ call: `${method} ${path} ${field}`, status: res.status, message: (await readJson(res)).message }).toEqual({
          call: `${method} ${path} ${field}`,
          status: 422,
          message: msg(lang, 'validation.illFormedText', { field: label(lang, field) }),
        });
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect((await t.db.select({ n: count() }).from(schema.userAccount))[0]?.n).toBe(accounts);
  });

  it('POST /api/public/sign-up refuses a name with a lone surrogate, in both languages, where it would have stored U+FFFD', async () => {
    const body = {
      username: `surrogate-${Date.now()}@example.com`,
      password: 'Secure#2468',
      name: `김${ILL_FORMED}`,
      phoneNumber: '01012345678',
    };
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await t.send('POST', '/api/public/sign-up', body, lang, { 'x-test-ip': freshIp() }), 422, lang, 'validation.illFormedText', {
        field: label(lang, 'name'),
      });
    }
  });

  it('a nested field is named by its own key, and a whole emoji (a surrogate pair) is text like any other', () => {
    expect(illFormedTextAt({ user: { name: 'Kim', tags: ['ok', `x${'\udc00'}`] } })).toEqual(['user', 'tags', 1]);
    expect(illFormedTextAt({ [`k\ud800`]: 'value' })).toEqual(['k\ud800']);
    expect(illFormedTextAt({ files: [new File(['\ud800'], 'a.txt')], note: '데이터 😀' })).toBeNull();
    expect(illFormedTextAt(['\ud83d\ude00', 42, null, true])).toBeNull();
  });
});
