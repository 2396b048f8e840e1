// The memory one console Excel export takes in workerd (docs/exports.md): for each row count, a fresh
// `wrangler dev` of bench/workerd/excel-export.worker.js, warmed with a one-row export, then the
// workerd process's resident memory before the export and its peak during it (Linux /proc; the peak
// is reset after the warm-up through clear_refs). A Worker isolate may use 128 MB. Then the same export in
// a fresh Node process for each row count, measured the same way on the process itself.
//   node bench/excel-export.mjs             (ROWS=1000,5000,10000,20000,40000 by default; RUNTIME=workerd or node for one)
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const ROWS = (process.env.ROWS ?? '1000,5000,10000,20000,40000').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 8798);

/** The workerd processes among the descendants of `pid` (wrangler → node → the entry proxy and the Worker's). */
function workerdsUnder(pid) {
  let listing = '';
  try {
    listing = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps answers 1 when the process has no children
  }
  const children = listing
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/));
  return children.flatMap(([child, comm]) => (comm.startsWith('workerd') ? [Number(child)] : workerdsUnder(Number(child))));
}

const statusKb = (pid, field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const mb = (kb) => (kb / 1024).toFixed(1);

const RUNTIME = process.env.RUNTIME ?? 'both';

console.log('runtime\trows\tfile KB\tRSS before MB\tpeak RSS MB\tpeak − before MB\tms');
for (const rows of RUNTIME === 'node' ? [] : ROWS) {
  const wrangler = spawn('npx', ['wrangler', 'dev', '--config', 'bench/workerd/excel-export.wrangler.jsonc', '--port', String(PORT), '--ip', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const url = `http://127.0.0.1:${PORT}/`;
    for (let attempt = 0; attempt < 300; attempt++) {
      if (
        await fetch(`${url}?rows=1`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(200);
    }
    const workerds = workerdsUnder(wrangler.pid);
    if (workerds.length === 0) throw new Error('no workerd process under wrangler');
    await sleep(1000);
    const before = new Map(workerds.map((pid) => [pid, statusKb(pid, 'VmRSS')]));
    for (const pid of workerds) writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const started = performance.now();
    const answer = await (await fetch(`${url}?rows=${rows}`)).json();
    const ms = performance.now() - started;
    // the Worker's own process is the one that grew (the other is wrangler's entry proxy)
    const [workerd, peak] = workerds.map((pid) => [pid, statusKb(pid, 'VmHWM')]).sort((a, b) => b[1] - before.get(b[0]) - (a[1] - before.get(a[0])))[0];
    const rss = before.get(workerd);
    console.log(`workerd\t${rows}\t${(answer.bytes / 1024).toFixed(0)}\t${mb(rss)}\t${mb(peak)}\t${mb(peak - rss)}\t${ms.toFixed(0)}`);
  } finally {
    process.kill(-wrangler.pid, 'SIGTERM');
    await sleep(1500);
  }
}

// the Worker's handler in a fresh Node process per row count: warmed, the peak reset, the export, the peak
const inNode = `
  import { readFileSync, writeFileSync } from 'node:fs';
  const worker = (await import('./bench/workerd/excel-export.worker.js')).default;
  const kb = (field) => Number(new RegExp('^' + field + ':\\\\s+(\\\\d+)', 'm').exec(readFileSync('/proc/self/status', 'utf8'))[1]);
  await worker.fetch(new Request('http://bench/?rows=1'));
  globalThis.gc?.();
  const before = kb('VmRSS');
  writeFileSync('/proc/self/clear_refs', '5');
  const started = performance.now();
  const answer = await (await worker.fetch(new Request('http://bench/?rows=' + process.argv[1]))).json();
  console.log(JSON.stringify({ bytes: answer.bytes, before, peak: kb('VmHWM'), ms: performance.now() - started }));
`;
for (const rows of RUNTIME === 'workerd' ? [] : ROWS) {
  const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', inNode, String(rows)], { encoding: 'utf8' });
  const { bytes, before, peak, ms } = JSON.parse(out);
  console.log(`node\t${rows}\t${(bytes / 1024).toFixed(0)}\t${mb(before)}\t${mb(peak)}\t${mb(peak - before)}\t${ms.toFixed(0)}`);
}
