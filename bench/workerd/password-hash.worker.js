// Hashes a password `rounds` times with the portal's scrypt parameters and answers each duration.
// Run by bench/password-hash.mjs under `wrangler dev` (workerd, nodejs_compat).
import { randomBytes, scrypt } from 'node:crypto';

const params = { N: 2 ** 14, r: 8, p: 5, maxmem: 256 * 2 ** 14 * 8 };
const hash = () =>
  new Promise((resolve, reject) => scrypt('Portal#2026!', randomBytes(16), 32, params, (error, key) => (error ? reject(error) : resolve(key))));

export default {
  async fetch(request) {
    const rounds = Number(new URL(request.url).searchParams.get('rounds') ?? 10);
    const times = [];
    for (let i = 0; i < rounds; i++) {
      // workerd's clock moves only across I/O, so time each hash with performance.now() around an awaited call
      const started = performance.now();
      await hash();
      times.push(performance.now() - started);
    }
    return Response.json(times);
  },
};
