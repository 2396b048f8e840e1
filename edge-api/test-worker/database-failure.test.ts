import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { bindings } from './support.ts';

// What a D1 failure leaves behind in the Worker (decision 034): app.ts keeps the runtime's dependencies once
// made, and each isolate keeps its caches and its read versions. A request that meets a failing D1 fails;
// nothing of it is kept, so the first request after D1 answers again is answered as usual, without a new isolate.

describe('the Worker after a D1 failure', () => {
  it('answers again on the next request once D1 does, its caches caught up', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const codes = () => app.request('http://localhost/api/public/pre-built-model-code', { headers: { 'accept-language': 'en' } });
    expect((await codes()).status).toBe(200);
    // every cached read asks read_version first: without it D1 fails the request
    await env.DB.exec('ALTER TABLE read_version RENAME TO read_version_away');
    try {
      expect((await codes()).status).toBeGreaterThanOrEqual(500);
    } finally {
      await env.DB.exec('ALTER TABLE read_version_away RENAME TO read_version');
    }
    const back = await codes();
    expect(back.status).toBe(200);
    // and what was written meanwhile elsewhere is seen: the versions are asked again
    await env.DB.prepare("update industry set name_en = 'Written while failing' where key = (select min(key) from industry)").run();
    expect(await (await codes()).text()).toContain('Written while failing');
    // the first request loads the demo content into D1
  }, 300_000);
});
