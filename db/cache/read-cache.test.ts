import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

/** A load that counts its calls and answers what it is told. */
function counter<T>(value: T) {
  const loader = { calls: 0, load: () => ((loader.calls += 1), Promise.resolve(value)) };
  return loader;
}

describe('the read cache', () => {
  it('answers a repeated read from memory until a write of its topic forgets it', async () => {
    const cache = new ReadCache({ maxEntries: 10, maxAgeMs: 60_000 });
    const models = counter(['model']);
    await cache.read(['PRE_BUILT_MODEL'], 'models', models.load);
    await cache.read(['PRE_BUILT_MODEL'], 'models', models.load);
    expect(models.calls).toBe(1);
    cache.forget(['SUCCESS_STORY']);
    await cache.read(['PRE_BUILT_MODEL'], 'models', models.load);
    expect(models.calls).toBe(1);
    cache.forget(['PRE_BUILT_MODEL']);
    await cache.read(['PRE_BUILT_MODEL'], 'models', models.load);
    expect(models.calls).toBe(2);
  });

  it('forgets an entry of several topics when any of them is written', async () => {
    const cache = new ReadCache({ maxEntries: 10, maxAgeMs: 60_000 });
    const page = counter('page');
    await cache.read(['PRE_BUILT_MODEL', 'PRE_BUILT_MODEL:views'], 'page', page.load);
    cache.forget(['PRE_BUILT_MODEL:views']);
    await cache.read(['PRE_BUILT_MODEL', 'PRE_BUILT_MODEL:views'], 'page', page.load);
    expect(page.calls).toBe(2);
  });

  it('does not keep a read that was loading when its topic was written', async () => {
    const cache = new ReadCache({ maxEntries: 10, maxAgeMs: 60_000 });
    let finish: (value: string) => void = () => {};
    const first = cache.read(['banner'], 'banners', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget(['banner']);
    finish('before the write');
    expect(await first).toBe('before the write');
    expect(await cache.read(['banner'], 'banners', () => Promise.resolve('after the write'))).toBe('after the write');
  });

  it('does not keep a failed read', async () => {
    const cache = new ReadCache({ maxEntries: 10, maxAgeMs: 60_000 });
    await expect(cache.read(['policy'], 'policy', () => Promise.reject(new Error('database busy')))).rejects.toThrow('database busy');
    await Promise.resolve();
    expect(await cache.read(['policy'], 'policy', () => Promise.resolve('read again'))).toBe('read again');
  });

  it('keeps at most its bound of entries, the least recently read going first', async () => {
    const cache = new ReadCache({ maxEntries: 2, maxAgeMs: 60_000 });
    const a = counter('a');
    const b = counter('b');
    const c = counter('c');
    await cache.read(['catalogue'], 'a', a.load);
    await cache.read(['catalogue'], 'b', b.load);
    await cache.read(['catalogue'], 'a', a.load);
    await cache.read(['catalogue'], 'c', c.load);
    expect(cache.size).toBe(2);
    await cache.read(['catalogue'], 'a', a.load);
    await cache.read(['catalogue'], 'b', b.load);
    expect([a.calls, b.calls, c.calls]).toEqual([1, 2, 1]);
  });

  it('holds at most its bytes, id lists and pages of rows alike, whatever keys the callers choose', async () => {
    const cache = new ReadCache({ maxEntries: 100, maxAgeMs: 60_000, maxBytes: 4000 * 3 });
    // a keyword is anyone's to choose: each distinct one keeps a list of its own
    for (const keyword of ['a', 'b', 'c', 'd', 'e']) await cache.read(['PRE_BUILT_MODEL'], `ids:${keyword}`, () => Promise.resolve(new Int32Array(1000)));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(12_000);
    cache.forget(['PRE_BUILT_MODEL']);
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
    // a page of rows counts by its text: two of these fill the bound
    const page = { items: Array.from({ length: 9 }, (_, id) => ({ id, overview: '모델 설명 '.repeat(40) })) };
    for (const n of [1, 2, 3]) await cache.read(['PRE_BUILT_MODEL'], `page:${n}`, () => Promise.resolve(page));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(12_000);
  });

  it('reads again once an entry is older than its age bound', async () => {
    const cache = new ReadCache({ maxEntries: 10, maxAgeMs: 1000 });
    const codes = counter('codes');
    await cache.read(['catalogue'], 'codes', codes.load, 0);
    await cache.read(['catalogue'], 'codes', codes.load, 999);
    await cache.read(['catalogue'], 'codes', codes.load, 1000);
    expect(codes.calls).toBe(2);
  });

  it('without shared loads (a Worker), keeps a read once it is read, unless its topic was written meanwhile', async () => {
    const cache = new ReadCache({ maxEntries: 10, maxAgeMs: 60_000, shareLoads: false });
    let finish: (value: string) => void = () => {};
    const loading = cache.read(['banner'], 'banners', () => new Promise<string>((resolve) => (finish = resolve)));
    // a second caller does not wait on the first one's load
    expect(await cache.read(['banner'], 'banners', () => Promise.resolve('its own'))).toBe('its own');
    cache.forget(['banner']);
    finish('before the write');
    expect(await loading).toBe('before the write');
    const banners = counter('after the write');
    expect(await cache.read(['banner'], 'banners', banners.load)).toBe('after the write');
    expect(await cache.read(['banner'], 'banners', banners.load)).toBe('after the write');
    expect(banners.calls).toBe(1);
  });

  it('reads through when it is switched off', async () => {
    const cache = new ReadCache({ maxEntries: 0, maxAgeMs: 0 });
    const codes = counter('codes');
    await cache.read(['catalogue'], 'codes', codes.load);
    await cache.read(['catalogue'], 'codes', codes.load);
    expect(codes.calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});
