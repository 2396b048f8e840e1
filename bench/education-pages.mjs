// The education pages at size: a product channel (first page, one category, a late page, a title
// search), its training guide, and the certification page, rendered on request by the built Node portal
// pinned to core 0 with VIDEOS videos in the database (each channel half of them), one request at a time
// from this process (run it pinned to core 1). The channel and the certification page for a visitor (kept
// whole for visitors: decision 014) and for the signed-in demo member (rendered each time); the guide for
// both (a member's progress is theirs, never kept). Median and p95 wall time of ROUNDS requests, the
// server's CPU time per request, and the JavaScript each page ships (its script files as served, raw and
// gzipped, and its inline scripts).
//   npm run build && taskset -c 1 node bench/education-pages.mjs
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gzipSync } from 'node:zlib';
import { signInCookie, timeRounds } from './lib/page-rounds.mjs';
import { startPortal } from './lib/portal.mjs';

const VIDEOS = Number(process.env.VIDEOS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const PORT = Number(process.env.BENCH_PORT ?? 4473);
const DIR = resolve(process.env.DATA_DIR ?? '/tmp/portal-education-bench');
const MEMBER = { username: 'member@hanbit-manufacturing.co.kr', password: 'Portal#2026!' };

/** Grows the channels to `videos` live videos (half each product), real rows of the real schema. */
function growVideos(path, videos) {
  const db = new DatabaseSync(path);
  const have = Number(db.prepare('select count(*) n from video where is_deleted = 0').get().n);
  const insert = db.prepare(
    'insert into video (product, category, title_kr, title_en, video_id, view, is_deleted, ins_dtm, ins_by_user_name) values (?, ?, ?, ?, ?, ?, 0, ?, ?)',
  );
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const categories = ['ONLINE_CLASS', 'AI_DEMO', 'USE_CASES'];
  const topicsKr = ['수요 예측', '이상 탐지', '피처 엔지니어링', '모델 배포', '데이터 파이프라인', 'AutoML'];
  const topicsEn = ['demand forecasting', 'anomaly detection', 'feature engineering', 'model deployment', 'data pipelines', 'AutoML'];
  db.exec('begin');
  for (let index = have; index < videos; index++) {
    const id = Array.from({ length: 11 }, (_, at) => alphabet[(index * 31 + at * 17 + at * index) % alphabet.length]).join('');
    const day = new Date(Date.UTC(2022, 0, 1) + index * 6_000_000).toISOString();
    insert.run(
      index % 2 === 0 ? 'machine-learning' : 'data-hub',
      categories[index % 3],
      `${topicsKr[index % topicsKr.length]} 강의 ${index}`,
      `${topicsEn[index % topicsEn.length]} lesson ${index}`,
      id,
      index % 977,
      day,
      '이서연',
    );
  }
  db.exec('commit');
  db.close();
}

let portal = await startPortal({ port: PORT, dir: DIR, core: 0, fresh: process.env.DATA_DIR === undefined });
await portal.stop();
growVideos(join(DIR, 'portal.db'), VIDEOS);
portal = await startPortal({ port: PORT, dir: DIR, core: 0, fresh: false });

const pages = {
  channel: '/education/machine-learning-tv',
  'channel (en)': '/en/education/machine-learning-tv',
  'channel, one category': '/education/machine-learning-tv?category=AI_DEMO',
  'channel, page 500': '/education/machine-learning-tv?page=500',
  'channel, title search': `/education/machine-learning-tv?keyword=${encodeURIComponent('이상 탐지')}`,
  'training guide': '/education/data-hub-training-guide-tv',
  certification: '/education/prods',
};

/** The JavaScript a page ships: its module scripts as served (raw, gzipped) and its inline scripts. */
async function javaScriptOf(html) {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  const imports = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  let raw = 0;
  let gzip = 0;
  const seen = new Set();
  const queue = [...sources, ...imports];
  while (queue.length > 0) {
    const src = queue.shift();
    const url = new URL(src, portal.url).href;
    if (seen.has(url)) continue;
    seen.add(url);
    const text = await (await fetch(url)).text();
    raw += Buffer.byteLength(text);
    gzip += gzipSync(text, { level: 9 }).byteLength;
    // the chunks a module imports statically load with it
    for (const match of text.matchAll(/(?:^|[;\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) queue.push(new URL(match[1], url).href);
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0);
  return { files: seen.size, raw, gzip, inline };
}

try {
  const cookie = await signInCookie(portal, MEMBER);
  console.log(`\n${VIDEOS} videos; ${ROUNDS} requests each (ms)`);
  console.log('page\treader\tHTML bytes\tJS files\tJS raw\tJS gzip\tinline JS\tmedian\tp95\tCPU/request');
  for (const [name, path] of Object.entries(pages)) {
    for (const [reader, headers] of [
      ['visitor', {}],
      ['member', { cookie }],
    ]) {
      const first = await fetch(portal.url + path, { headers, redirect: 'manual' });
      const html = await first.text();
      if (first.status !== 200) throw new Error(`${path} (${reader}): ${first.status}`);
      const js = await javaScriptOf(html);
      console.log(
        `${name}\t${reader}\t${Buffer.byteLength(html)}\t${js.files}\t${js.raw}\t${js.gzip}\t${js.inline}\t${await timeRounds(portal, path, headers, ROUNDS)}\t${path}`,
      );
    }
  }
} finally {
  await portal.stop();
}
