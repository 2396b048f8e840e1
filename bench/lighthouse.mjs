// Lighthouse (performance, SEO and best practices; mobile: its default form factor and simulated throttling)
// over one page of each public template in both languages, served by the built portal on a fresh embedded
// database with the demo content, in Debian's Chromium, offline. Prints per page the medians of the
// performance, SEO and best-practices scores, LCP, TBT, CLS, FCP and transferred bytes as a markdown table,
// the medians over all pages, and the SEO and best-practice audits any page failed. Run `npm run build`
// first, then `npm run bench:lighthouse`.
//   RUNS=5            runs per page (DESIGN.md §6: the median of five)
//   ONLY=story        only the pages whose name contains this (ONLY=story,forum: either)
//   CHROME_PATH=…     the browser (default /usr/bin/chromium)
//   PORTAL_DIR=…      a tree holding another build (dist/node, scripts, node_modules) to measure
//   REPORT_DIR=…      also write each run's full JSON report there, to read the audits
//   PORT=4394         the portal's port (two runs side by side need two)
//   STAND_IN=1        also measures each page's client-rendered stand-in (lib/stand-in.mjs, on PORT+1), a run of
//                     it after each run of the page, and prints each page's largest paint against the stand-in's
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoIds, median, startPortal } from './lib/portal.mjs';
import { startStandIn } from './lib/stand-in.mjs';

const runs = Number(process.env.RUNS ?? 5);
const only = process.env.ONLY ?? '';
const reportDir = process.env.REPORT_DIR ? resolve(process.env.REPORT_DIR) : undefined;
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  // the machine has no internet: nothing of Chromium's own may wait on the network
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const port = Number(process.env.PORT ?? 4394);
const portal = await startPortal({ port, dir: `test-results/bench-lighthouse-${port}`, cwd: resolve(process.env.PORTAL_DIR ?? '.') });
const standIn = process.env.STAND_IN === '1' ? await startStandIn({ port: port + 1, portalUrl: portal.url }) : undefined;
/** Each page's largest paint (ms) beside its stand-in's, a pair per run. */
const againstStandIn = [];
let chrome;
try {
  const { modelId, storyId } = await demoIds(portal.url);
  const firstId = async (path) => (await (await fetch(`${portal.url}${path}`)).json())?.data?.items?.[0]?.id;
  const [sharedModelId, postId] = [await firstId('/api/public/knowledge-sharing?type=model'), await firstId('/api/public/forum-bulletin?page=1&pageSize=1')];
  const templates = {
    home: '/',
    products: '/products/overview',
    download: '/download',
    'model list': '/resources/pre-built-model',
    'model detail': `/resources/pre-built-model/detail/${modelId}`,
    'story list': '/resources/success-story',
    'story detail': `/resources/success-story/detail/${storyId}`,
    'privacy policy': '/privacy_policy',
    about: '/about',
    FAQ: '/community/FAQ',
    'shared models': '/community/Knowledge-sharing',
    'shared model': `/community/Knowledge-sharing/detail/${sharedModelId}`,
    'forum list': '/community/community-forum-list',
    'forum post': `/community/community-forum-detail/${postId}`,
    'video channel': '/education/machine-learning-tv',
    'training guide': '/education/machine-learning-training-guide-tv',
    certification: '/education/prods',
    'partner policy': '/partner/partner-policy',
    // a search of each language's word for forecast
    search: ['/search?keyword=%EC%98%88%EC%B8%A1', '/en/search?keyword=forecast'],
    login: '/login',
    'sign-up': '/register',
  };
  const pages = Object.entries(templates)
    .flatMap(([name, path]) => {
      const [ko, en] = Array.isArray(path) ? path : [path, path === '/' ? '/en/' : `/en${path}`];
      return [
        [`${name} (ko)`, ko],
        [`${name} (en)`, en],
      ];
    })
    .filter(([name]) => only === '' || only.split(',').some((part) => name.includes(part)));
  if (reportDir) mkdirSync(reportDir, { recursive: true });

  // one browser for every run: Lighthouse opens its own tab and resets the cache and storage each time
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
  const settings = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo', 'best-practices'] };
  // a loaded machine now and then spoils a trace (NO_NAVSTART, NO_FCP): such a run is taken again
  const measure = async (url, attempts = 3) => {
    const lhr = (await lighthouse(url, settings))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const why = lhr ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no report';
    if (attempts <= 1) throw new Error(`${url}: ${why}`);
    console.error(`${url}: ${why}; running it again`);
    return measure(url, attempts - 1);
  };
  const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const rows = [];
  const all = [];
  /** The SEO and best-practice audits that failed, with the pages they failed on. */
  const failures = new Map();
  const noteFailures = (name, lhr) => {
    for (const category of ['seo', 'best-practices']) {
      for (const ref of lhr.categories[category].auditRefs) {
        const result = lhr.audits[ref.id];
        if (ref.weight === 0 || result?.score === null || result?.score === undefined || result.score >= 1) continue;
        const key = `${category}: ${ref.id} (${result.title})`;
        failures.set(key, new Set([...(failures.get(key) ?? []), name]));
      }
    }
  };
  console.error(`${pages.length} pages × ${runs} runs`);
  for (const [name, path] of pages) {
    const samples = [];
    const pairs = [];
    for (let run = 0; run < runs; run++) {
      const lhr = await measure(portal.url + path);
      if (standIn) pairs.push([audit(lhr, 'largest-contentful-paint'), audit(await measure(standIn.url + path), 'largest-contentful-paint')]);
      if (reportDir) writeFileSync(join(reportDir, `${name.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(lhr));
      noteFailures(name, lhr);
      samples.push({
        score: (lhr.categories.performance.score ?? Number.NaN) * 100,
        seo: (lhr.categories.seo.score ?? Number.NaN) * 100,
        practices: (lhr.categories['best-practices'].score ?? Number.NaN) * 100,
        lcp: audit(lhr, 'largest-contentful-paint'),
        tbt: audit(lhr, 'total-blocking-time'),
        cls: audit(lhr, 'cumulative-layout-shift'),
        fcp: audit(lhr, 'first-contentful-paint'),
        bytes: audit(lhr, 'total-byte-weight'),
      });
    }
    const m = (key) => median(samples.map((sample) => sample[key]));
    all.push(samples);
    if (standIn) againstStandIn.push([name, median(pairs.map(([page]) => page)), median(pairs.map(([, stand]) => stand))]);
    rows.push([
      name,
      m('score').toFixed(0),
      m('seo').toFixed(0),
      m('practices').toFixed(0),
      (m('lcp') / 1000).toFixed(2),
      m('tbt').toFixed(0),
      m('cls').toFixed(3),
      (m('fcp') / 1000).toFixed(2),
      (m('bytes') / 1024).toFixed(1),
    ]);
    console.error(`${name}: ${rows.at(-1).slice(1).join(' ')}`);
  }
  console.log(`\nLighthouse ${runs} run(s) per page, medians (mobile, simulated throttling)\n`);
  console.log('| page | performance | SEO | best practices | LCP (s) | TBT (ms) | CLS | FCP (s) | transferred (KB) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  // the medians over every page, of each page's median
  const overall = (key) => median(all.map((samples) => median(samples.map((sample) => sample[key]))));
  console.log(
    `| **all pages (median)** | ${overall('score').toFixed(0)} | ${overall('seo').toFixed(0)} | ${overall('practices').toFixed(0)} | ${(overall('lcp') / 1000).toFixed(2)} | ${overall('tbt').toFixed(0)} | ${overall('cls').toFixed(3)} | ${(overall('fcp') / 1000).toFixed(2)} | ${(overall('bytes') / 1024).toFixed(1)} |`,
  );
  if (standIn) {
    console.log(`\nLargest paint against a client-rendered stand-in's (bench/lib/stand-in.mjs), medians of ${runs} run(s)\n`);
    console.log('| page | LCP (s) | stand-in LCP (s) | × stand-in |');
    console.log('|---|---:|---:|---:|');
    for (const [name, page, stand] of againstStandIn)
      console.log(`| ${name} | ${(page / 1000).toFixed(2)} | ${(stand / 1000).toFixed(2)} | ×${(page / stand).toFixed(2)} |`);
    const ratios = againstStandIn.map(([, page, stand]) => page / stand);
    console.log(`| **all pages** | | | median ×${median(ratios).toFixed(2)}, largest ×${Math.max(...ratios).toFixed(2)} |`);
  }
  if (failures.size > 0) {
    console.log('\nSEO and best-practice audits that failed in some run:\n');
    for (const [audit, names] of failures) console.log(`- ${audit}: ${[...names].join(', ')}`);
  }
} finally {
  chrome?.kill();
  await standIn?.stop();
  await portal.stop();
}
