import { describe, expect, it } from 'vitest';
import { clientKey, memoryRateLimiter } from './rate-limiter.ts';

const start = new Date('2026-11-20T01:00:00Z');
const after = (ms: number) => new Date(start.getTime() + ms);

describe('memoryRateLimiter', () => {
  it('lets a key spend its burst at once, then says how long to wait, and gives requests back at its pace', () => {
    const limiter = memoryRateLimiter({ burst: 3, perMinute: 6 });
    expect([1, 2, 3].map(() => limiter.take('a', start))).toEqual([0, 0, 0]);
    expect(limiter.take('a', start)).toBe(10);
    expect(limiter.take('a', after(4_000))).toBe(6);
    expect(limiter.take('a', after(10_000))).toBe(0);
    expect(limiter.take('a', after(10_000))).toBe(10);
    // another key has its own bucket; a full bucket holds no more than the burst
    expect(limiter.take('b', after(10_000))).toBe(0);
    expect([1, 2, 3].map(() => limiter.take('a', after(3_600_000)))).toEqual([0, 0, 0]);
    expect(limiter.take('a', after(3_600_000))).toBeGreaterThan(0);
  });

  it('a clock set back refills nothing', () => {
    const limiter = memoryRateLimiter({ burst: 1, perMinute: 60 });
    expect(limiter.take('a', after(60_000))).toBe(0);
    expect(limiter.take('a', start)).toBe(1);
  });

  it('keeps at most its number of keys, forgetting the one used longest ago', () => {
    const limiter = memoryRateLimiter({ burst: 1, perMinute: 1 }, 2);
    limiter.take('old', start);
    limiter.take('recent', start);
    limiter.take('old', start);
    limiter.take('new', start);
    // `old` was used since, and is still empty; `recent` went, and its bucket starts full again
    expect(limiter.take('old', start)).toBeGreaterThan(0);
    expect(limiter.take('recent', start)).toBe(0);
  });
});

describe('clientKey', () => {
  it('keys IPv4 by address and IPv6 by its /64 network, however it is written', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:85a3:1:aaaa:bbbb:cccc:1')).toBe('2001:db8:85a3:1::/64');
    expect(clientKey('2001:0DB8:85A3:0001::2')).toBe('2001:db8:85a3:1::/64');
    expect(clientKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:0:2::1')).not.toBe(clientKey('2001:db8:0:1::1'));
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('')).toBe('');
  });
});
