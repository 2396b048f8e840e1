// The cost of one password hash (scrypt N=2^14, r=8, p=5: DESIGN.md §3) on Node and in workerd.
// Node: node:crypto in this process. workerd: the same call in a Worker served by `wrangler dev`
// (bench/workerd/password-hash.worker.js), timed inside the Worker and as wall time per request.
//   node bench/password-hash.mjs            (ROUNDS=20 by default)
import { spawn } from 'node:child_process';
import { randomBytes, scrypt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8799);
const params = { N: 2 ** 14, r: 8, p: 5, maxmem: 256 * 2 ** 14 * 8 };

const hashOnce = () =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    scrypt('Portal#2026!', randomBytes(16), 32, params, (error) => (error ? reject(error) : resolve(performance.now() - started)));
  });

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms`;
};

await hashOnce();
const node = [];
for (let i = 0; i < ROUNDS; i++) node.push(await hashOnce());

const wrangler = spawn('npx', ['wrangler', 'dev', '--config', 'bench/workerd/wrangler.jsonc', '--port', String(PORT), '--ip', '127.0.0.1'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
let worker;
const wall = [];
try {
  const url = `http://127.0.0.1:${PORT}/`;
  for (
    let attempt = 0;
    attempt < 150 &&
    !(await fetch(`${url}?rounds=1`).then(
      (r) => r.ok,
      () => false,
    ));
    attempt++
  )
    await sleep(200);
  worker = await (await fetch(`${url}?rounds=${ROUNDS}`)).json();
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await (await fetch(`${url}?rounds=1`)).json();
    wall.push(performance.now() - started);
  }
} finally {
  process.kill(-wrangler.pid, 'SIGTERM');
}

console.log(`One password hash (scrypt N=2^14, r=8, p=5), ${ROUNDS} rounds:`);
console.log(`  Node ${process.version}: ${summary(node)}`);
console.log(`  workerd (wrangler dev), timed inside the Worker: ${summary(worker)}`);
console.log(`  workerd, one request with one hash, wall time: ${summary(wall)}`);
