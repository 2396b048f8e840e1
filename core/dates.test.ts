import { describe, expect, it } from 'vitest';
import { localDate } from './dates.ts';

describe('localDate', () => {
  it('gives the calendar date in Korea unless another offset is given', () => {
    // 20:00 UTC is already the next day in Seoul
    expect(localDate('2025-03-09T20:00:00.000Z')).toBe('2025-03-10');
    expect(localDate('2025-03-09T20:00:00.000Z', 300)).toBe('2025-03-09');
    expect(localDate('not a date')).toBe('');
  });
});
