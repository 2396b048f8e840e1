import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kindsIndexTexts } from '../../scripts/kinds-index.ts';
import { allowedExtensions, uploadCodes } from '../attachment-rules.ts';
import { callOf } from '../auth/calls.ts';
import { CONTENT_AUTHORS, EVERYONE, MEMBERS, PARTNER_AREA } from '../auth/roles.ts';
import { screenOf } from '../auth/screens.ts';
import { claimableUploadCodes, contentKindNames, contentKinds, kindNumber } from '../content-kinds.ts';
import { contentUsageTypes } from '../schemas/content-usage.ts';
import { searchCategories, searchTabOf } from '../search/types.ts';
import { kindDeclarations } from './index.ts';
import type { KindAudience, KindDeclaration } from './types.ts';

const declared = Object.entries(kindDeclarations) as [string, KindDeclaration][];
const rolesOf: Record<KindAudience, readonly string[]> = { everyone: EVERYONE, members: MEMBERS, partnerArea: PARTNER_AREA, authors: CONTENT_AUTHORS };
/** A route with each `:name` filled in, as a request would name it. */
const pathOf = (route: string) => route.replace(/:[A-Za-z]+/g, (name) => (name === ':product' ? 'data-hub' : '7'));

describe('the kinds of content, declared once', () => {
  it('are all listed, as they are, in core/kinds/index.ts and db/kinds/index.ts, their tables in db/schema/index.ts (else run `npm run kinds:index`)', async () => {
    const [core, db, schema] = await kindsIndexTexts();
    expect(readFileSync(new URL('index.ts', import.meta.url), 'utf8')).toBe(core);
    expect(readFileSync(new URL('../../db/kinds/index.ts', import.meta.url), 'utf8')).toBe(db);
    expect(readFileSync(new URL('../../db/schema/index.ts', import.meta.url), 'utf8')).toBe(schema);
  });

  it('keep the numbers and tab places stored search entries carry (never renumbered)', () => {
    expect(Object.fromEntries(contentKindNames.map((name) => [name, kindNumber(name)]))).toEqual({
      PRE_BUILT_MODEL: 0,
      SUCCESS_STORY: 1,
      FAQ: 2,
      KNOWLEDGE_MODEL: 3,
      KNOWLEDGE_DATA_SET: 4,
      PARTNER_FAQ: 5,
      PARTNER_LIBRARY: 6,
      FORUM: 7,
      PARTNER_QNA: 8,
      VIDEO: 9,
    });
    expect(searchCategories.map((category) => [category, searchTabOf(category)])).toEqual([
      ['PREBUILT', 1],
      ['SUCCESS_STORY', 2],
      ['PARTNER_FAQ', 3],
      ['PARTNER_QNA', 4],
      ['COMMUNITY_FAQ', 5],
      ['FORUM', 6],
      ['KNOWLEDGE_SHARING', 7],
      ['VIDEO', 8],
      ['PARTNER_LIBRARY', 9],
    ]);
  });

  it('give every kind its screens, with the roles its declaration names', () => {
    for (const [name, kind] of declared) {
      for (const screen of kind.screens) expect(screenOf(pathOf(screen.route))?.roles, `${name} ${screen.route}`).toEqual(rolesOf[screen.openTo]);
      const detail = screenOf(pathOf(kind.detail.route));
      expect(detail?.roles, name).toEqual(kind.readers === 'everyone' ? EVERYONE : PARTNER_AREA);
    }
  });

  it("give every kind's call to the call matrix, and no other call of the matrix shadows it", () => {
    for (const [name, kind] of declared) {
      for (const [audience, specs] of Object.entries(kind.calls)) {
        for (const spec of specs ?? []) {
          const [method, path] = spec.split(' ') as [string, string];
          const found = callOf(method, pathOf(path));
          expect(found?.path, `${name} ${spec}`).toBe(path);
          expect(found?.roles, `${name} ${spec}`).toEqual({ open: EVERYONE, member: MEMBERS, partner: PARTNER_AREA, author: CONTENT_AUTHORS }[audience]);
        }
      }
    }
  });

  it('give every kind its upload codes with their file types, its usage type and its search tab', () => {
    for (const [name, kind] of declared) {
      for (const [code, extensions] of Object.entries(kind.uploads)) {
        expect(uploadCodes, name).toContain(code);
        expect(allowedExtensions[code as keyof typeof allowedExtensions], name).toEqual(extensions);
        expect(claimableUploadCodes.has(code), name).toBe(true);
      }
      expect(contentUsageTypes, name).toContain(name);
      expect(searchCategories, name).toContain(kind.search.category);
      expect(contentKinds[name as keyof typeof contentKinds].searchCategory).toBe(kind.search.category);
    }
    // the two codes of no kind: a banner's image and a notice's file
    expect(uploadCodes.filter((code) => !claimableUploadCodes.has(code))).toEqual(['BANNER', 'NOTICE']);
  });
});
