import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiContract } from '../api/contract.ts';
import { callOf, calls } from '../auth/calls.ts';
import { unmaskCallKey, unmaskViewNames, unmaskViews } from '../schemas/masking.ts';
import { maskerOf, personal, personalFieldsOf, personalKindOf } from './personal.ts';

describe('the personal fields of a schema', () => {
  const row = v.object({
    id: v.number(),
    username: v.pipe(personal('email'), v.description('the member')),
    name: personal('name'),
    phone: v.nullable(personal('phone')),
    note: v.optional(personal('text')),
    companyName: v.string(),
    tags: v.array(v.string()),
  });

  it('are found through pipes, descriptions and nullable or optional wrappers', () => {
    expect(personalFieldsOf(row)).toEqual({ username: 'email', name: 'name', phone: 'phone', note: 'text' });
    expect(personalKindOf(v.string())).toBeUndefined();
  });

  it('are masked wherever the value holds them: in pages, arrays and nested objects; nothing else changes', () => {
    const answer = v.object({ items: v.array(row), total: v.number(), owner: v.nullable(v.object({ who: personal('name') })) });
    const value = {
      items: [
        { id: 1, username: 'kim@hanbit.co.kr', name: '김민수', phone: '01012345678', companyName: 'Hanbit', tags: ['a'] },
        { id: 2, username: 'lee@hanbit.co.kr', name: 'Emily Carter', phone: null, note: 'call 010-1234-5678', companyName: 'Hanbit', tags: [] },
      ],
      total: 2,
      owner: { who: '박인수' },
    };
    const mask = maskerOf(answer);
    expect(mask?.(value)).toEqual({
      items: [
        { id: 1, username: 'k***@hanbit.co.kr', name: '김*수', phone: '010-****-5678', companyName: 'Hanbit', tags: ['a'] },
        { id: 2, username: 'l***@hanbit.co.kr', name: 'E**** C*****', phone: null, note: 'call 010-****-5678', companyName: 'Hanbit', tags: [] },
      ],
      total: 2,
      owner: { who: '박*수' },
    });
    // the value itself is never changed: the route's rows stay whole for whoever holds them
    expect(value.items[0]?.username).toBe('kim@hanbit.co.kr');
    expect(mask?.({ items: [], total: 0, owner: null })).toEqual({ items: [], total: 0, owner: null });
  });

  it('make no masker for a schema without them, so an answer without personal data costs nothing', () => {
    expect(maskerOf(v.object({ id: v.number(), title: v.string() }))).toBeNull();
    expect(maskerOf(row)).toBe(maskerOf(row));
  });
});

type Walked = { type?: string; entries?: Record<string, Walked>; item?: Walked; wrapped?: Walked; options?: Walked[] };

/** The text fields under a schema, by path (`items[].username`), with whether each is declared personal. */
function textFields(node: Walked, path = ''): { path: string; personal: boolean }[] {
  if (personalKindOf(node as unknown as v.GenericSchema)) return [{ path, personal: true }];
  if (node.wrapped) return textFields(node.wrapped, path);
  if (node.type === 'array' && node.item) return textFields(node.item, `${path}[]`);
  if (node.entries) return Object.entries(node.entries).flatMap(([key, entry]) => textFields(entry, path ? `${path}.${key}` : key));
  if (node.options) return node.options.flatMap((option) => textFields(option, path));
  return node.type === 'string' ? [{ path, personal: false }] : [];
}

/** A field whose name says it holds a person's name, e-mail address or phone number. */
const PERSONAL_NAME = /(name|username|e?mail|phone|contact|mobile|writer|person\w*)$/i;

/**
 * The fields of staff answers whose names look personal but are not masked, each with why (decision 051).
 * A new field that looks personal fails the test below until it is declared `personal(…)` or named here.
 */
const notMasked: { match: RegExp; why: string; calls?: RegExp }[] = [
  { match: /(^|\.)(companyName|departmentName)$/, why: 'an organisation and its unit, not a person' },
  { match: /(^|\.)(fileName|jobName|modelName|dataSetName|projectName)$/, why: 'the name of a file, a job or a piece of content' },
  {
    match: /(^|\[\]|\.)(attachment|attachments\[\]|thumbnails\[\]|jobs\[\])\.name$|^(\[\]\.)?name$/,
    why: 'a file’s or a job’s name (attachments, uploads, jobs)',
  },
  {
    match:
      /(^|\.)(adminUsername|changedByUsername|decidedByUsername|insByUserName|updByUserName|signedByUsername|requestedByUsername|startedByUsername|completedByUsername)$/,
    why: 'a console actor: the staff account that acted, named in full in the records of its own acts and of the content it wrote',
  },
  { match: /^rules\[\]\.name$/, why: 'a retention rule’s name' },
  { match: /(^|\.)metrics\[\]\.name$/, why: 'a model card metric’s code (accuracy, rmse…), not a person' },
  {
    match: /^items\[\]\.(username|name)$/,
    calls: /^(GET \/api\/admin\/role-grant|GET \/api\/admin\/access-review\/:quarter)$/,
    why: 'the console accounts of the role requests and the access review (decision 050): the deciding ADMIN must see whom they confirm, revoke or approve',
  },
];

/** Whole calls whose answers name a person in full on purpose. */
const callsNotMasked: Record<string, string> = {
  'GET /api/auth/admin/user-info': 'the signed-in admin’s own account',
  'POST /api/admin/user': 'the address the admin just typed, answered back with the new id',
  // issue 34: the options of a new passkey name the account it is made for, which the authenticator shows and keeps
  'POST /api/admin/passkey/register-options': 'the signed-in admin’s own account, for their new passkey',
  // the site's partner business pages (content authors): the project's contacts, edited there; not a console list
  'GET /api/content-manager/partner-bussiness': 'a partner project’s contacts, on the site’s partner business pages',
  'POST /api/content-manager/partner-bussiness': 'a partner project’s contacts, on the site’s partner business pages',
  'PUT /api/content-manager/partner-bussiness': 'a partner project’s contacts, on the site’s partner business pages',
};

const audienceOf = new Map(calls.map((call) => [`${call.method} ${call.path}`, call.audience]));
const contract = Object.entries(apiContract) as [string, { answer: v.GenericSchema }][];

describe('masked by default (issue 33)', () => {
  it('every field of a staff answer that looks personal is declared personal, or named with its reason as not masked', () => {
    const undeclared = contract
      .filter(([key]) => ['admin', 'either'].includes(audienceOf.get(key) ?? '') && !(key in callsNotMasked))
      .flatMap(([key, { answer }]) =>
        textFields(answer as unknown as Walked)
          .filter(
            (field) =>
              !field.personal && PERSONAL_NAME.test(field.path) && !notMasked.some(({ match, calls }) => match.test(field.path) && (!calls || calls.test(key))),
          )
          .map((field) => `${key} ${field.path}`),
      );
    expect(undeclared).toEqual([]);
  });

  it('no answer of a member’s or a visitor’s call is masked: a member’s own data reaches them whole', () => {
    const maskedOwn = contract.filter(([key, { answer }]) => ['member', 'public'].includes(audienceOf.get(key) ?? '') && maskerOf(answer) !== null);
    expect(maskedOwn.map(([key]) => key)).toEqual([]);
  });

  it('every staff call that answers JSON is in the call contract, whose answer schema masks it (a call outside it would not be)', () => {
    // the calls outside the contract: files (their routes mask personal exports), and content without personal data
    const outside = calls
      .filter((call) => (call.audience === 'admin' || call.audience === 'either') && !(`${call.method} ${call.path}` in apiContract))
      .map((call) => `${call.method} ${call.path}`);
    expect(outside.filter((key) => !/\/(download|download-xlsx|export\/excel)$/.test(key))).toEqual([
      'POST /api/auth/upload-attachment',
      'GET /api/content-manager/partner-bussiness/:projectId',
      'POST /api/auth/admin/check-password',
      'POST /api/auth/admin/check-new-password',
      'GET /api/admin/config_notice_for_admin_role',
      'GET /api/admin/notice/:id',
      'GET /api/admin/pre-built-model',
      'GET /api/admin/pre-built-model/:id',
      'GET /api/admin/success-story',
      'GET /api/admin/success-story/:id',
      'GET /api/admin/faq/:id',
      'GET /api/admin/partner-faq/:id',
      'GET /api/admin/partner-library',
      'GET /api/admin/partner-library/:id',
      'GET /api/admin/forum-bulletin-menu',
      'GET /api/admin/forum-bulletin-menu/:id',
      'GET /api/admin/forum-report',
    ]);
  });

  it('each list’s unmasking is admitted for exactly the roles that read the list, and its list’s rows hold personal fields', () => {
    for (const name of unmaskViewNames) {
      const { list } = unmaskViews[name];
      const listCall = callOf('GET', list);
      const unmaskCall = callOf('POST', `${list}/1/unmask`);
      expect(unmaskCall, unmaskCallKey(name)).toMatchObject({ audience: listCall?.audience, roles: listCall?.roles });
      const rows = (apiContract as unknown as Record<string, { answer: { entries: { items: { item: v.GenericSchema } } } }>)[`GET ${list}`]!.answer.entries
        .items.item;
      expect(Object.keys(personalFieldsOf(rows)).length, list).toBeGreaterThan(0);
    }
  });
});
