import { describe, expect, it } from 'vitest';
import { maskEmail, maskName, maskPhone, maskText } from './mask.ts';

describe('maskName (issue 33: 홍*동)', () => {
  it.each([
    ['홍길동', '홍*동'],
    ['남궁민수', '남**수'],
    ['홍길', '홍*'],
    ['김', '*'],
    ['황보 민', '황* 민'],
    ['홍 길동', '홍 *동'],
    ['  이서연  ', '이*연'],
    ['山田太郎', '山**郎'],
  ])('a Korean or East Asian name %j reads %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it.each([
    ['Emily Carter', 'E**** C*****'],
    ['John Smith', 'J*** S****'],
    ['Madonna', 'M******'],
    ['J. R. Tolkien', 'J* R* T******'],
    ['Zoë  Ångström', 'Z**  Å*******'],
    ['X', '*'],
    ['', ''],
    ['   ', ''],
  ])('another name %j keeps the first letter of each word: %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});

describe('maskEmail (issue 33: k***@example.com)', () => {
  it.each([
    ['kim.minsu@example.com', 'k***@example.com'],
    ['k@example.com', 'k***@example.com'],
    ['admin@example-analytics.com', 'a***@example-analytics.com'],
    ['김민수@회사.한국', '김***@회사.한국'],
    // a username typed at a failed sign-in need not be an address
    ['someone', 's***'],
    ['odd@at@example.com', 'o***@example.com'],
    ['', ''],
  ])('%j reads %j', (address, masked) => {
    expect(maskEmail(address)).toBe(masked);
  });
});

describe('maskPhone (issue 33: 010-****-5678)', () => {
  it.each([
    ['01012345678', '010-****-5678'],
    ['010-1234-5678', '010-****-5678'],
    ['0101235678', '010-****-5678'],
    ['0212345678', '02-****-5678'],
    ['031 123 4567', '031-****-4567'],
    ['+1 415 555 0100', '+* *** *** 0100'],
    ['1234567', '***4567'],
    ['1234', '****'],
    ['unknown', '***'],
    ['', ''],
  ])('%j reads %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('maskText', () => {
  it('masks every address and phone number in a text and leaves the rest', () => {
    expect(maskText('#12 kim.minsu@hanbit.co.kr MEMBER→PARTNER, keyword=lee@example.com; call 010-1234-5678 or 0212345678')).toBe(
      '#12 k***@hanbit.co.kr MEMBER→PARTNER, keyword=l***@example.com; call 010-****-5678 or 02-****-5678',
    );
  });

  it('leaves dates, ids, counts and addresses of machines alone', () => {
    const text = 'fromDate=2024-05-01, toDate=2024-05-31, page=2; 접속 이력_20261120.xlsx (1234); 198.51.100.7 #20261120';
    expect(maskText(text)).toBe(text);
  });
});
