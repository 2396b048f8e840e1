import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../client.ts';
import { migrateLibsql, openLibsql } from '../../libsql.ts';
import { preBuiltModels } from '../content/pre-built-models.ts';
import { algorithms } from './algorithms.ts';
import { countries } from './countries.ts';
import { industries } from './industries.ts';
import { masterData } from './master-data.ts';
import type { PreBuiltModelSeed } from './types.ts';

const HANGUL = /[\uAC00-\uD7A3]/;

const unique = <T>(values: readonly T[]): boolean => new Set(values).size === values.length;

type TextField = Exclude<
  keyof PreBuiltModelSeed,
  'industries' | 'algorithms' | 'howToUseType' | 'howToUseContent' | 'attachments' | 'daysAgo' | 'view' | 'card' | 'releases'
>;

const TEXT_BASES = ['title', 'benefit', 'overview', 'painPoint', 'advantage', 'valuePoint'] as const;
const krField = (base: (typeof TEXT_BASES)[number]): TextField => `${base}Kr`;
const enField = (base: (typeof TEXT_BASES)[number]): TextField => `${base}En`;

describe('algorithms', () => {
  it('has 50 entries keyed 1..50', () => {
    expect(algorithms).toHaveLength(50);
    expect(algorithms.map((a) => a.key)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('has unique upper-case codes of 2-6 characters', () => {
    const codes = algorithms.map((a) => a.code);
    expect(unique(codes)).toBe(true);
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9]{1,5}$/);
  });

  it('contains the required codes', () => {
    const codes = new Set(algorithms.map((a) => a.code));
    for (const code of ['ALS', 'ANO', 'CLA', 'CLU', 'CNN', 'KNN', 'REG', 'SVM', 'XGB', 'ARI', 'RNN']) {
      expect(codes.has(code), code).toBe(true);
    }
  });

  it('has names in both languages', () => {
    for (const a of algorithms) {
      expect(a.nameKr.trim(), a.code).not.toBe('');
      expect(a.nameEn.trim(), a.code).not.toBe('');
    }
  });
});

describe('industries', () => {
  it('has exactly 18 entries keyed 123..140 in the given code order', () => {
    expect(industries).toHaveLength(18);
    expect(industries.map((i) => i.key)).toEqual(Array.from({ length: 18 }, (_, i) => 123 + i));
    expect(industries.map((i) => i.code)).toEqual([
      'CON',
      'MANA',
      'FIN',
      'OTHER1',
      'MAK',
      'SEC',
      'DIS',
      'INF',
      'MAN',
      'HEA',
      'RET',
      'TOU',
      'CONS',
      'TRA',
      'SER',
      'COM',
      'EDU',
      'HR',
    ]);
  });

  it('has Korean and English names', () => {
    for (const i of industries) {
      expect(i.nameKr, i.code).toMatch(HANGUL);
      expect(i.nameEn.trim(), i.code).not.toBe('');
    }
  });
});

describe('countries', () => {
  it('has at least 230 entries with the Republic of Korea first', () => {
    expect(countries.length).toBeGreaterThanOrEqual(230);
    expect(countries[0]).toMatchObject({ iso2: 'KR', dialCode: '+82', nameKr: '대한민국' });
  });

  it('has unique two-letter iso2 codes', () => {
    const codes = countries.map((c) => c.iso2);
    expect(unique(codes)).toBe(true);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('has well-formed dialling codes', () => {
    for (const c of countries) expect(c.dialCode, c.iso2).toMatch(/^\+\d{1,7}$/);
  });

  it('spot-checks well-known dialling codes', () => {
    const byIso = new Map(countries.map((c) => [c.iso2, c.dialCode]));
    expect(byIso.get('US')).toBe('+1');
    expect(byIso.get('JP')).toBe('+81');
    expect(byIso.get('CN')).toBe('+86');
    expect(byIso.get('GB')).toBe('+44');
    expect(byIso.get('DE')).toBe('+49');
    expect(byIso.get('VN')).toBe('+84');
    expect(byIso.get('JM')).toBe('+1876');
  });

  it('lists the rest sorted by English name', () => {
    const names = countries.slice(1).map((c) => c.nameEn);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has Korean names in Hangul', () => {
    for (const c of countries) expect(c.nameKr, c.iso2).toMatch(HANGUL);
  });
});

describe('master data', () => {
  const types = ['BUSSINESS_FIELD', 'BUSINESS_TYPE', 'PARTNER_TYPE', 'PRODUCT', 'VIDEO_CATEGORY', 'FAQ_CATEGORY', 'PARTNER_FAQ_TYPE'];

  it('covers every expected type and nothing else', () => {
    expect(new Set(masterData.map((m) => m.type))).toEqual(new Set(types));
  });

  it('has unique upper snake case codes within each type', () => {
    for (const type of types) {
      const codes = masterData.filter((m) => m.type === type).map((m) => m.code);
      expect(unique(codes), type).toBe(true);
      for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    }
  });

  it('has display text in both languages', () => {
    for (const m of masterData) {
      expect(m.displayKr, m.code).toMatch(HANGUL);
      expect(m.displayEn.trim(), m.code).not.toBe('');
    }
  });
});

describe('pre-built models', () => {
  const industryCodes = new Set(industries.map((i) => i.code));
  const algorithmCodes = new Set(algorithms.map((a) => a.code));

  it('has at least 24 models', () => {
    expect(preBuiltModels.length).toBeGreaterThanOrEqual(24);
  });

  it('references only catalogued industries and algorithms (1 to 3 each)', () => {
    for (const m of preBuiltModels) {
      expect(m.industries.length, m.titleEn).toBeGreaterThanOrEqual(1);
      expect(m.industries.length, m.titleEn).toBeLessThanOrEqual(3);
      expect(m.algorithms.length, m.titleEn).toBeGreaterThanOrEqual(1);
      expect(m.algorithms.length, m.titleEn).toBeLessThanOrEqual(3);
      for (const code of m.industries) expect(industryCodes.has(code), `${m.titleEn}: ${code}`).toBe(true);
      for (const code of m.algorithms) expect(algorithmCodes.has(code), `${m.titleEn}: ${code}`).toBe(true);
      expect(unique(m.industries), m.titleEn).toBe(true);
      expect(unique(m.algorithms), m.titleEn).toBe(true);
    }
  });

  it('fills every text field in both languages, with Hangul in the Korean ones', () => {
    for (const m of preBuiltModels) {
      for (const base of TEXT_BASES) {
        const kr = m[krField(base)];
        const en = m[enField(base)];
        expect(kr.trim(), `${m.titleEn} ${base}Kr`).not.toBe('');
        expect(en.trim(), `${m.titleEn} ${base}En`).not.toBe('');
        expect(kr, `${m.titleEn} ${base}Kr`).toMatch(HANGUL);
        expect(en, `${m.titleEn} ${base}En`).not.toMatch(HANGUL);
        expect(kr, `${m.titleEn} ${base}Kr`).not.toMatch(/<[a-z][^>]*>/i);
        expect(en, `${m.titleEn} ${base}En`).not.toMatch(/<[a-z][^>]*>/i);
      }
    }
  });

  it('keeps titles between 15 and 60 characters', () => {
    for (const m of preBuiltModels) {
      for (const title of [m.titleKr, m.titleEn]) {
        expect(title.length, title).toBeGreaterThanOrEqual(15);
        expect(title.length, title).toBeLessThanOrEqual(60);
      }
    }
  });

  it('has unique titles', () => {
    expect(unique(preBuiltModels.map((m) => m.titleKr))).toBe(true);
    expect(unique(preBuiltModels.map((m) => m.titleEn))).toBe(true);
  });

  it('uses both how-to-use types with well-formed content', () => {
    const typesUsed = new Set(preBuiltModels.map((m) => m.howToUseType));
    expect(typesUsed).toEqual(new Set(['URL', 'SOURCE_CODE']));
    for (const m of preBuiltModels) {
      if (m.howToUseType === 'URL') {
        expect(m.howToUseContent, m.titleEn).toMatch(/^https:\/\/docs\.example-analytics\.com\/\S+$/);
      } else {
        const lines = m.howToUseContent.trim().split('\n').length;
        expect(lines, m.titleEn).toBeGreaterThanOrEqual(10);
        expect(lines, m.titleEn).toBeLessThanOrEqual(30);
        expect(m.howToUseContent, m.titleEn).toMatch(/^(import|from) /m);
      }
    }
  });

  it('has 0 to 2 attachments per model with names free of extensions', () => {
    for (const m of preBuiltModels) {
      expect(m.attachments.length, m.titleEn).toBeLessThanOrEqual(2);
      for (const a of m.attachments) {
        expect(['csv', 'py', 'md', 'json', 'txt']).toContain(a.extension);
        expect(a.name.trim()).not.toBe('');
        expect(a.name.endsWith(`.${a.extension}`), a.name).toBe(false);
        expect(a.content.trim()).not.toBe('');
        if (a.extension === 'json') expect(() => JSON.parse(a.content) as unknown, a.name).not.toThrow();
      }
    }
  });

  it('has distinct daysAgo values between 0 and 400 and plausible view counts', () => {
    const days = preBuiltModels.map((m) => m.daysAgo);
    expect(unique(days)).toBe(true);
    for (const m of preBuiltModels) {
      expect(Number.isInteger(m.daysAgo)).toBe(true);
      expect(m.daysAgo).toBeGreaterThanOrEqual(0);
      expect(m.daysAgo).toBeLessThanOrEqual(400);
      expect(Number.isInteger(m.view)).toBe(true);
      expect(m.view).toBeGreaterThanOrEqual(0);
    }
  });

  it('spreads across at least 12 industries and 15 algorithms', () => {
    expect(new Set(preBuiltModels.flatMap((m) => m.industries)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(preBuiltModels.flatMap((m) => m.algorithms)).size).toBeGreaterThanOrEqual(15);
  });
});

describe('the catalogues migration (db/migrations/0004_catalogues.sql)', () => {
  it('gives a new database exactly these catalogues, in this order, and the password cycle row', async () => {
    const { db, client } = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'catalogues-')), 'portal.db')}`);
    try {
      await migrateLibsql(db);
      const strip = <T extends { sortOrder: number }>(rows: T[]) => rows.map(({ sortOrder: _order, ...row }) => row);
      expect(strip(await db.select().from(schema.algorithm).orderBy(asc(schema.algorithm.sortOrder)))).toEqual(algorithms);
      expect(strip(await db.select().from(schema.industry).orderBy(asc(schema.industry.sortOrder)))).toEqual(industries);
      expect(strip(await db.select().from(schema.country).orderBy(asc(schema.country.sortOrder)))).toEqual(countries);
      const master = await db.select().from(schema.masterData).orderBy(asc(schema.masterData.sortOrder));
      expect(master.map(({ type, code, displayKr, displayEn }) => ({ type, code, displayKr, displayEn }))).toEqual(masterData);
      expect(await db.select().from(schema.passwordCycle)).toMatchObject([{ id: 1, defaultPeriod: 3, enable: true, noticePeriod: 7 }]);
    } finally {
      client.close();
    }
  });
});
