import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { requestHistogram } from './node-request-histogram.ts';

// The requests' histogram counted as plain numbers must read exactly as prom-client's own Histogram would,
// fed the same observations: the dashboards and alerts of docs/observability.md query its series.

const buckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const name = 'portal_http_request_duration_seconds';
const help = 'Time from a request to the end of its answer, by method, route pattern and status.';

/** Requests on either side of each bound, on the bound itself, above the last and a few label sets. */
const requests: [string, string, number, number][] = [
  ['GET', '/api/public/pre-built-model', 200, 0.0004],
  ['GET', '/api/public/pre-built-model', 200, 0.0005],
  ['GET', '/api/public/pre-built-model', 200, 0.0031],
  ['GET', '/api/public/pre-built-model', 304, 0.0002],
  ['GET', '/resources/pre-built-model', 200, 0.25],
  ['POST', '/api/member/forum-bulletin', 201, 0.012],
  ['POST', '/api/member/forum-bulletin', 403, 0.0009],
  ['GET', '/api/admin/excel', 200, 12.5],
  ['GET', '/api/public/pre-built-model', 200, 10],
  ['GET', 'route "with" quotes\\', 500, 0.07],
];

describe('the requests histogram', () => {
  it('writes what prom-client’s Histogram writes for the same requests', async () => {
    const ours = new Registry();
    const observe = requestHistogram(ours, { name, help, buckets });
    const theirs = new Registry();
    const histogram = new Histogram({ name, help, labelNames: ['method', 'route', 'status'] as const, buckets, registers: [theirs] });
    for (const [method, route, status, seconds] of requests) {
      observe(method, route, status, seconds);
      histogram.labels(method, route, String(status)).observe(seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(`${name}_count{method="GET",route="/api/public/pre-built-model",status="200"} 4`);
    expect(text).toContain(`${name}_bucket{le="0.0005",method="GET",route="/api/public/pre-built-model",status="200"} 2`);
    expect(text).toContain(`${name}_bucket{le="10",method="GET",route="/api/admin/excel",status="200"} 0`);
    expect(text).toContain(`${name}_bucket{le="+Inf",method="GET",route="/api/admin/excel",status="200"} 1`);
  });

  it('leaves out a duration that is not a number, and starts again when the registry is reset', async () => {
    const registry = new Registry();
    const observe = requestHistogram(registry, { name, help, buckets });
    observe('GET', '/x', 200, Number.NaN);
    observe('GET', '/x', 200, Number.POSITIVE_INFINITY);
    expect(await registry.metrics()).not.toContain(`${name}_count`);
    observe('GET', '/x', 200, 0.001);
    expect(await registry.metrics()).toContain(`${name}_count{method="GET",route="/x",status="200"} 1`);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain(`${name}_count`);
    observe('GET', '/x', 200, 0.001);
    expect(await registry.metrics()).toContain(`${name}_sum{method="GET",route="/x",status="200"} 0.001`);
  });
});
