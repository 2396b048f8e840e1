// A rate limiter in memory (decision 036): a token bucket per key, kept by the process on Node and by the
// isolate in the Worker, so it costs no database write on a hot read. Each key may spend `burst` requests
// at once, and gets them back at `perMinute`. The clock is the caller's (the deps' `now`), so tests move it.

export type RateLimit = {
  /** Requests a key may make at once, from a full bucket. */
  burst: number;
  /** Requests the bucket gets back each minute, up to `burst`. */
  perMinute: number;
};

export type RateLimiter = {
  /** Spends one request of `key` at `now`: 0 when it may go on, else the whole seconds until it may. */
  take(key: string, now: Date): number;
};

/** Keys kept at most: past this, the one used longest ago goes (a full bucket, most likely). */
const MAX_KEYS = 10_000;

export function memoryRateLimiter(limit: RateLimit, maxKeys = MAX_KEYS): RateLimiter {
  const perMs = limit.perMinute / 60_000;
  // in the order of last use: a key is moved to the end each time it is taken from
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key, now) {
      const at = now.getTime();
      const bucket = buckets.get(key);
      // a clock set back (a test's) refills nothing
      const tokens = bucket ? Math.min(limit.burst, bucket.tokens + Math.max(0, at - bucket.at) * perMs) : limit.burst;
      buckets.delete(key);
      const left = tokens >= 1 ? tokens - 1 : tokens;
      buckets.set(key, { tokens: left, at });
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value ?? '');
      return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / perMs / 1000);
    },
  };
}

/**
 * The key of a client address: an IPv4 address as it is, an IPv6 address by its /64 network, which one
 * subscriber usually holds whole (a single address would let a scraper change it at every request).
 */
export function clientKey(address: string): string {
  if (!address.includes(':')) return address;
  const bare =
    address
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .split('%')[0] ?? '';
  // an IPv4 client seen through an IPv6 socket (::ffff:192.0.2.1)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}
