import { describe, expect, it } from 'vitest';
import { addMonths, localDate } from './dates.ts';

describe('localDate', () => {
  it('gives the calendar date in Korea unless another offset is given', () => {
    // 20:00 UTC is already the next day in Seoul
    expect(localDate('2025-03-09T20:00:00.000Z')).toBe('2025-03-10');
    expect(localDate('2025-03-09T20:00:00.000Z', 300)).toBe('2025-03-09');
    expect(localDate('not a date')).toBe('');
  });
});

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T09:00:00Z'), 1).toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T00:00:00Z'), 3).toISOString()).toBe('2027-02-15T00:00:00.000Z');
  });
});
