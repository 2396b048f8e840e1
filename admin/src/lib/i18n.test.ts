import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from '#core/i18n/catalogues.ts';
import { resources } from './messages.ts';

const srcDir = join(import.meta.dirname, '..');
const segments = Object.keys(areas.ko);

/** Every quoted `segment.rest` literal of the console's code whose segment is a message file's. */
function keysInConsoleCode(): string[] {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const keys = files.flatMap((file) => [...readFileSync(join(srcDir, file), 'utf8').matchAll(/['"`]([a-z][A-Za-z]*)\.([A-Za-z][\w.]*)['"`]/g)]);
  return [...new Set(keys.filter(([, segment]) => segments.includes(segment ?? '')).map(([, segment, rest]) => `${segment}.${rest}`))];
}

describe('the console’s messages (admin/src/lib/i18n.ts loads only its own files)', () => {
  it('hold every key the console’s code names, in both languages', () => {
    const keys = keysInConsoleCode();
    expect(keys.length).toBeGreaterThan(50);
    // a plural key is named without its suffix: i18next picks `_one` or `_other` from `count`
    const has = (lng: 'ko' | 'en', key: string) => key in resources[lng].translation || `${key}_other` in resources[lng].translation;
    const missing = (['ko', 'en'] as const).flatMap((lng) => keys.filter((key) => !has(lng, key)).map((key) => `${lng}: ${key}`));
    expect(missing).toEqual([]);
  });
});
