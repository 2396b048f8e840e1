import { describe, expect, it } from 'vitest';
import { formatPhone, isBlockedNumberKey, phoneDigits } from './phone.ts';

describe('mobile number field', () => {
  it('keeps only digits, at most 11', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
    expect(phoneDigits(' +82 10 1234 5678 99')).toBe('82101234567');
    expect(phoneDigits('abc')).toBe('');
  });

  it('groups the digits 3-4-4 while typing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('010')).toBe('010');
    expect(formatPhone('0101')).toBe('010-1');
    expect(formatPhone('0101234')).toBe('010-1234');
    expect(formatPhone('01012345')).toBe('010-1234-5');
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('010123456789')).toBe('010-1234-5678');
  });

  it('groups ten digits 3-3-4', () => {
    expect(formatPhone('4155550182')).toBe('415-555-0182');
  });

  it('blocks minus, plus, e and dot, and nothing else', () => {
    for (const key of ['-', '+', 'e', 'E', '.']) expect(isBlockedNumberKey(key)).toBe(true);
    for (const key of ['1', 'Backspace', 'Tab', 'ArrowLeft', 'a']) expect(isBlockedNumberKey(key)).toBe(false);
  });
});
