// The search log in workerd on D1 (issue 31): searches and results opened are counted after the answer and
// written through the request's `waitUntil`, by keyword and day alone. A file of its own: an isolate that
// once ran a request without an execution context (app.request) hands the log to a timer instead.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { bindings, ORIGIN } from './support.ts';

describe('the search log in workerd on D1', () => {
  it('counts a search that found nothing and a result opened in the search log, written by the end of each request (waitUntil)', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const run = async (request: Request) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(request, bindings, ctx);
      await res.arrayBuffer();
      await waitOnExecutionContext(ctx);
      return res.status;
    };
    const keyword = '없는말워커 QZX';
    for (let i = 0; i < 2; i += 1) expect(await run(new Request(`${ORIGIN}/api/public/searching?keyword=${encodeURIComponent(keyword)}`))).toBe(200);
    const opened = `${ORIGIN}/api/public/searching/opened?keyword=${encodeURIComponent('예측')}&path=${encodeURIComponent('/resources/pre-built-model/detail/1')}`;
    const ping = { method: 'POST', headers: { 'content-type': 'text/ping', origin: ORIGIN, 'sec-fetch-site': 'same-origin' }, body: 'PING' };
    expect(await run(new Request(opened, ping))).toBe(200);
    const rows = await env.DB.prepare(
      'select keyword, searches, found_nothing as foundNothing, opened from search_log where keyword in (?, ?) order by searches desc',
    )
      .bind('없는말워커 qzx', '예측')
      .all();
    expect(rows.results).toEqual([
      { keyword: '없는말워커 qzx', searches: 2, foundNothing: 2, opened: 0 },
      { keyword: '예측', searches: 0, foundNothing: 0, opened: 1 },
    ]);
  });
});
