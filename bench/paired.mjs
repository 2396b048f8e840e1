// The paired benchmark: the built portal and its peers (a plain node:http + node:sqlite server with the
// same SQL on the same database file, and nginx serving the same built files when it is installed), each
// pinned to its own core, with wrk pinned to the other core, alternating short slices. It prints, per
// request, the CPU time per request, requests per second and p50/p99 latency of each, and the portal's
// figures as ratios to the peer's. Run `npm run build` first, then `npm run bench:paired`.
//   ROWS=100000   grow the models table to this many live models first (synthetic rows, bench/lib/grow-models.mjs)
//   SLICES=4      slices per server and request; SECONDS=2 per slice
//   ONLY=list     only the requests whose name contains this
//   READER=member the portal's requests carry a session cookie, so no answer kept for visitors is given
//                 (decision 014): what a signed-in reader costs, through the read cache
//   PORTS_FROM=4391  the first of the four ports it listens on (portal, peer, nginx, the other build)
//   LOG_LEVEL=info   the portals log one line per request, as in production (bench/lib/portal.mjs: error by default)
//   BEFORE=/path  also runs the portal built in that tree (another checkout, `npm ci && npm run build` there)
//                 in the same slices, on its own database, and prints this tree's CPU per request against it
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { growModels } from './lib/grow-models.mjs';
import { cpuMs, fmt, rssMb, slice, startPinned, summarise, waitFor } from './lib/measure.mjs';
import { startPortal } from './lib/portal.mjs';

const rows = Number(process.env.ROWS ?? 0);
const slices = Number(process.env.SLICES ?? 4);
const seconds = Number(process.env.SECONDS ?? 2);
const only = process.env.ONLY ?? '';
const dir = resolve('test-results/bench-paired');
const firstPort = Number(process.env.PORTS_FROM ?? 4391);
const ports = { portal: firstPort, peer: firstPort + 1, nginx: firstPort + 2, before: firstPort + 3 };
const beforeTree = process.env.BEFORE ? resolve(process.env.BEFORE) : undefined;
const reader = process.env.READER ?? 'visitor';
const browser = {
  'accept-language': 'ko',
  'accept-encoding': 'gzip, deflate, br, zstd',
  ...(reader === 'member' ? { cookie: 'portal_session=bench-reader' } : {}),
};

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const database = `${dir}/portal/portal.db`;
const start = (fresh) => startPortal({ port: ports.portal, dir: `${dir}/portal`, core: 0, fresh });

// the first start creates, migrates and seeds the database; the synthetic rows go in while it is stopped
let portal = await start(true);
if (rows > 0) {
  await portal.stop();
  console.log(`growing the models to ${rows} rows…`);
  growModels(database, rows);
  portal = await start(false);
}
const portalUrl = portal.url;
// the other build, seeded afresh in its own folder and left at the demo content's size
const before = beforeTree ? await startPortal({ port: ports.before, dir: `${dir}/before`, core: 0, cwd: beforeTree }) : undefined;
const peer = startPinned(1, process.execPath, ['bench/peer/sqlite-peer.mjs', database, String(ports.peer)]);
await waitFor(`http://127.0.0.1:${ports.peer}/api/public/pre-built-model-code`);

let nginx;
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (nginxBinary) {
  const conf = `${dir}/nginx.conf`;
  writeFileSync(
    conf,
    `worker_processes 1; master_process off; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/nginx-error.log;
events { worker_connections 256; }
http { access_log off; include /etc/nginx/mime.types; sendfile on; gzip_static on;
  server { listen 127.0.0.1:${ports.nginx}; root ${resolve('dist/node/client')};
    location /_astro/ { add_header Cache-Control "public, max-age=31536000, immutable"; } } }\n`,
  );
  nginx = startPinned(1, nginxBinary, ['-c', conf, '-p', dir]);
}

const first = (await (await fetch(`${portalUrl}/api/public/pre-built-model?pageSize=1`)).json()).data.items[0];
const loginHtml = await (await fetch(`${portalUrl}/login`)).text();
const script = /src="(\/_astro\/[^"]+\.js)"/.exec(loginHtml)?.[1];
const style = /href="(\/_astro\/[^"]+\.css)"/.exec(await (await fetch(`${portalUrl}/`)).text())?.[1];

const demoTargets = [
  { name: 'API model list, page 1', path: '/api/public/pre-built-model?page=1&pageSize=9', peer: 'sqlite' },
  { name: 'API model detail', path: `/api/public/pre-built-model?id=${first.id}`, peer: 'sqlite' },
  { name: 'API model code lists', path: '/api/public/pre-built-model-code', peer: 'sqlite' },
  { name: 'model list page (ko)', path: '/resources/pre-built-model' },
  { name: 'model detail page (ko)', path: `/resources/pre-built-model/detail/${first.id}` },
  { name: 'home page (en)', path: '/en/' },
  // a visitor's repeated search, kept whole until a write (issue 31): the list's cost is the bar
  { name: 'API search 수요예측, repeated', path: `/api/public/searching?keyword=${encodeURIComponent('수요예측')}` },
  ...(script ? [{ name: 'hashed JS file', path: script, peer: 'nginx' }] : []),
  ...(style ? [{ name: 'CSS file', path: style, peer: 'nginx' }] : []),
];
const grownTargets = [
  { name: 'API list, first page', path: '/api/public/pre-built-model?page=1&pageSize=9', peer: 'sqlite' },
  { name: 'API list, industries + algorithms', path: '/api/public/pre-built-model?page=1&pageSize=9&industries=FIN,MAN&algorithms=XGB,ANO', peer: 'sqlite' },
  { name: 'API list, keyword 예측', path: `/api/public/pre-built-model?page=1&pageSize=9&keyword=${encodeURIComponent('예측')}`, peer: 'sqlite' },
  { name: 'API list, page 500', path: '/api/public/pre-built-model?page=500&pageSize=9', peer: 'sqlite' },
  { name: 'API detail', path: `/api/public/pre-built-model?id=${first.id}`, peer: 'sqlite' },
];
const targets = (rows > 0 ? grownTargets : demoTargets).filter((target) => target.name.includes(only));

const servers = {
  portal: { pid: portal.pid, base: portalUrl, core: 0 },
  ...(before ? { before: { pid: before.pid, base: before.url, core: 0 } } : {}),
  sqlite: { pid: peer.pid, base: `http://127.0.0.1:${ports.peer}`, core: 1 },
  ...(nginx ? { nginx: { pid: nginx.pid, base: `http://127.0.0.1:${ports.nginx}`, core: 1 } } : {}),
};
const loadCore = (server) => (server.core === 0 ? 1 : 0);

const counter = new DatabaseSync(database, { readOnly: true });
const modelCount = counter.prepare(`select count(*) as n from pre_built_model where del_yn = 'N'`).get().n;
counter.close();
console.log(
  `${modelCount} live models, requests as a ${reader}; ${slices} slices of ${seconds} s per server and request, alternating; wrk -t1 -c8 on the other core\n`,
);
console.log(
  `request | portal CPU/req ms | peer CPU/req ms | CPU ratio | portal req/s | peer req/s | req/s ratio | portal p50/p99 ms | peer p50/p99 ms | non-2xx${before ? ' | before CPU/req ms | before/peer | portal/before' : ''}`,
);
console.log(`---|---|---|---|---|---|---|---|---|---${before ? '|---|---|---' : ''}`);
for (const target of targets) {
  const pair = [servers.portal, target.peer ? servers[target.peer] : undefined, servers.before].filter(Boolean);
  const results = pair.map(() => []);
  // a warm-up slice each, not counted
  for (const server of pair) await slice({ core: loadCore(server), pid: server.pid, url: server.base + target.path, headers: browser, seconds: 1 });
  for (let i = 0; i < slices; i++) {
    for (const [index, server] of pair.entries()) {
      results[index].push(await slice({ core: loadCore(server), pid: server.pid, url: server.base + target.path, headers: browser, seconds }));
    }
  }
  const summaries = results.map(summarise);
  const [mine] = summaries;
  const theirs = target.peer ? summaries[1] : undefined;
  const old = before ? summaries.at(-1) : undefined;
  const ratio = (a, b) => (b ? fmt(a / b) : '—');
  console.log(
    [
      target.name,
      fmt(mine.cpuPerRequest, 3),
      theirs ? `${fmt(theirs.cpuPerRequest, 3)} (${target.peer})` : '—',
      theirs ? ratio(mine.cpuPerRequest, theirs.cpuPerRequest) : '—',
      fmt(mine.rps, 0),
      theirs ? fmt(theirs.rps, 0) : '—',
      theirs ? ratio(mine.rps, theirs.rps) : '—',
      `${fmt(mine.p50)} / ${fmt(mine.p99)}`,
      theirs ? `${fmt(theirs.p50)} / ${fmt(theirs.p99)}` : '—',
      `${mine.failed}${theirs ? ` / ${theirs.failed}` : ''}`,
      ...(old
        ? [
            `${fmt(old.cpuPerRequest, 3)} (${fmt(old.rps, 0)} req/s)`,
            theirs ? ratio(old.cpuPerRequest, theirs.cpuPerRequest) : '—',
            ratio(mine.cpuPerRequest, old.cpuPerRequest),
          ]
        : []),
    ].join(' | '),
  );
}
console.log(
  `\nresident memory: portal ${rssMb(portal.pid)} MB (CPU ${fmt(cpuMs(portal.pid) / 1000, 1)} s in all), peer ${rssMb(peer.pid)} MB${before ? `, before ${rssMb(before.pid)} MB` : ''}`,
);
for (const child of [peer, nginx]) child?.kill('SIGTERM');
await before?.stop();
await portal.stop();
