import { describe, expect, it } from 'vitest';
import { formatDate, paragraphs, safeExternalUrl } from './format.ts';
import { pageWindow } from './pagination.ts';

describe('formatting', () => {
  it('shows dates in Korea time, in the page language', () => {
    // 20:00 UTC is already the next day in Seoul
    expect(formatDate('2025-03-09T20:00:00.000Z', 'ko')).toBe('2025. 3. 10.');
    expect(formatDate('2025-03-09T20:00:00.000Z', 'en')).toBe('Mar 10, 2025');
  });

  it('splits plain text into paragraphs at blank lines', () => {
    expect(paragraphs('First line\nstill first.\n\n  Second.\r\n\r\nThird.\n\n\n')).toEqual(['First line\nstill first.', 'Second.', 'Third.']);
  });

  it('only lets http(s) links through', () => {
    expect(safeExternalUrl('https://docs.example.com/a')).toBe('https://docs.example.com/a');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
  });

  it('windows long pagers', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
