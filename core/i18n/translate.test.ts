import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areas, en, ko } from './catalogues.ts';
import { langFromAcceptLanguage, langFromTag } from './locales.ts';
import { pickMessages, translator } from './translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the message catalogues', () => {
  it('have the same keys in Korean and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ko).sort());
  });

  it('fill every key in both languages, with the same placeholders (naming every key that does not)', () => {
    const problems: string[] = [];
    for (const key of Object.keys(ko)) {
      const k = (ko as Record<string, string>)[key] ?? '';
      const e = (en as Record<string, string>)[key] ?? '';
      if (!k.trim()) problems.push(`${key}: empty in Korean`);
      if (!e.trim()) problems.push(`${key}: empty in English`);
      if (placeholders(e).join() !== placeholders(k).join())
        problems.push(`${key}: placeholders {${placeholders(k).join(', ')}} in Korean, {${placeholders(e).join(', ')}} in English`);
    }
    expect(problems).toEqual([]);
  });

  it('defines each key in one area file only', () => {
    for (const [lang, files] of Object.entries(areas)) {
      const seen = new Map<string, string>();
      for (const [area, messages] of Object.entries(files)) {
        for (const key of Object.keys(messages)) {
          expect(seen.get(key), `${key} is in ${lang}/${seen.get(key)}.json and ${lang}/${area}.json`).toBeUndefined();
          seen.set(key, area);
        }
      }
    }
  });

  it('keep each key in the file named by its first segment, in both languages', () => {
    const misplaced = Object.entries(areas).flatMap(([lang, files]) =>
      Object.entries(files).flatMap(([area, messages]) =>
        Object.keys(messages)
          .filter((key) => key.split('.')[0] !== area)
          .map((key) => `${key} is in ${lang}/${area}.json, not ${lang}/${key.split('.')[0]}.json`),
      ),
    );
    expect(misplaced).toEqual([]);
  });

  it('are all listed, as they are, in messages/index.ts (else run `npm run i18n:index`)', () => {
    for (const [lang, files] of Object.entries(areas)) {
      const folder = new URL(`./messages/${lang}/`, import.meta.url);
      const onDisk = readdirSync(folder).filter((name) => name.endsWith('.json'));
      expect(
        Object.keys(files)
          .map((area) => `${area}.json`)
          .sort(),
        `messages/${lang}`,
      ).toEqual(onDisk.sort());
      for (const name of onDisk)
        expect(files[name.slice(0, -'.json'.length) as keyof typeof files], `${lang}/${name}`).toEqual(JSON.parse(readFileSync(new URL(name, folder), 'utf8')));
    }
  });

  it('keys are flat, dotted and grouped by area', () => {
    for (const key of Object.keys(ko)) expect(key).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-zA-Z0-9]+)+(_one|_other)?$/);
  });
});

describe('translator', () => {
  it('translates with values and plural forms in each language', () => {
    expect(translator('en')('model.resultCount', { count: 1 })).toBe('1 model');
    expect(translator('en')('model.resultCount', { count: 3 })).toBe('3 models');
    expect(translator('ko')('model.resultCount', { count: 3 })).toBe('모델 3개');
    expect(translator('ko')('validation.min', { field: '페이지', min: 1 })).toBe('페이지: 1 이상이어야 합니다.');
  });

  it('hands an island only the strings it asks for', () => {
    expect(pickMessages('en', ['common.ok', 'common.cancel'])).toEqual({ 'common.ok': 'OK', 'common.cancel': 'Cancel' });
  });
});

describe('langFromAcceptLanguage', () => {
  it.each([
    [undefined, 'ko'],
    ['', 'ko'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['ko-KR,ko;q=0.9,en;q=0.8', 'ko'],
    ['fr-FR,en;q=0.5', 'en'],
    ['fr-FR', 'ko'],
    ['en;q=0', 'ko'],
  ] as const)('%s → %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });
});

describe('langFromTag', () => {
  // a page's <html lang> is a whole tag: its scripts once compared it with 'en' and always took Korean
  it.each([
    ['en-US', 'en'],
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['ko-KR', 'ko'],
    ['fr-FR', 'ko'],
    ['', 'ko'],
    [undefined, 'ko'],
  ] as const)('%s → %s', (tag, lang) => {
    expect(langFromTag(tag)).toBe(lang);
  });
});
