import { describe, expect, it } from 'vitest';
import { koreanMonthDays, koreanMonthOf, koreanMonthStart, koreanQuarterOf, nightUtcHours, shiftMonth } from './review-periods.ts';

describe('the periods of the console’s reviews (issue 33)', () => {
  it('reads an instant’s Korean month and quarter: 31 December 15:00 UTC is already January in Korea', () => {
    expect(koreanMonthOf(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12');
    expect(koreanMonthOf(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01');
    expect(koreanQuarterOf(new Date('2026-09-30T15:00:00Z'))).toBe('2026-Q4');
    expect(koreanQuarterOf(new Date('2026-09-30T14:59:59Z'))).toBe('2026-Q3');
  });

  it('bounds a Korean month as the logs store instants, with its first and last days', () => {
    expect(koreanMonthStart('2026-10')).toBe('2026-09-30T15:00:00.000Z');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 3)).toBe('2027-02');
    expect(koreanMonthDays('2028-02')).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
  });

  it('names the UTC hours of the Korean night, across midnight or not', () => {
    expect(nightUtcHours(22, 6)).toEqual(['13', '14', '15', '16', '17', '18', '19', '20']);
    expect(nightUtcHours(0, 2)).toEqual(['15', '16']);
  });
});
