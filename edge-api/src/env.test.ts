import { describe, expect, it } from 'vitest';
import { readNodeEnv, readWorkerEnv } from './env.ts';

// The portal's address comes from configuration only (docs/security.md): where others can reach the
// server it must be configured, and the portal refuses to start without it, saying what to set.

describe('readNodeEnv: PUBLIC_SITE_URL', () => {
  it('is filled from the loopback address the server listens on, for local use', () => {
    expect(readNodeEnv({}).publicSiteUrl).toBe('http://127.0.0.1:4321');
    expect(readNodeEnv({ HOST: 'localhost', PORT: '8080' }).publicSiteUrl).toBe('http://localhost:8080');
    expect(readNodeEnv({ HOST: '::1', PORT: '4000' }).publicSiteUrl).toBe('http://[::1]:4000');
  });

  it('is required where others can reach the server: the start is refused and the message says what to set', () => {
    for (const host of ['0.0.0.0', '::', '192.168.0.10', 'portal.internal']) {
      expect(() => readNodeEnv({ HOST: host })).toThrow(/PUBLIC_SITE_URL: required when the portal listens on .*https:\/\/portal\.example\.com/);
    }
    expect(readNodeEnv({ HOST: '0.0.0.0', PUBLIC_SITE_URL: 'https://portal.example.com' }).publicSiteUrl).toBe('https://portal.example.com');
  });

  it('is an http(s) origin: a path, a query or another scheme is refused, a trailing slash is dropped', () => {
    for (const bad of [
      'portal.example.com',
      'ftp://portal.example.com',
      'https://portal.example.com/portal',
      'https://portal.example.com/?a=1',
      'javascript:alert(1)',
    ]) {
      expect(() => readNodeEnv({ PUBLIC_SITE_URL: bad })).toThrow(/PUBLIC_SITE_URL: must be an http:\/\/ or https:\/\/ origin/);
    }
    expect(readNodeEnv({ PUBLIC_SITE_URL: 'https://Portal.Example.com/' }).publicSiteUrl).toBe('https://portal.example.com');
  });

  it('TRUST_PROXY is off unless set, and must be a yes or no', () => {
    expect(readNodeEnv({}).trustProxy).toBe(false);
    expect(readNodeEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => readNodeEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY: must be true or false/);
  });
});

describe('readNodeEnv: LOG_LEVEL and METRICS_TOKEN', () => {
  it("LOG_LEVEL takes pino's levels, info by default", () => {
    expect(readNodeEnv({}).logLevel).toBe('info');
    for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']) expect(readNodeEnv({ LOG_LEVEL: level }).logLevel).toBe(level);
    expect(() => readNodeEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL: must be one of trace, debug, info, warn, error, fatal, silent/);
  });

  it('METRICS_TOKEN is off unless set, and a short one is refused with what to do', () => {
    expect(readNodeEnv({}).metricsToken).toBeUndefined();
    expect(readNodeEnv({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(() => readNodeEnv({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN: must be at least 16 characters \(a random secret/);
  });
});

describe('readWorkerEnv: PUBLIC_SITE_URL', () => {
  const bindings = { DB: {}, BLOBS: {} };

  it('is required: the Worker refuses to run without it and says what to set', () => {
    expect(() => readWorkerEnv(bindings)).toThrow(/PUBLIC_SITE_URL: required/);
    expect(() => readWorkerEnv({ ...bindings, PUBLIC_SITE_URL: 'not a url' })).toThrow(/PUBLIC_SITE_URL: must be an http:\/\/ or https:\/\/ origin/);
    expect(readWorkerEnv({ ...bindings, PUBLIC_SITE_URL: 'https://portal.example.com' }).publicSiteUrl).toBe('https://portal.example.com');
  });
});
