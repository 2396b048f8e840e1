import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

// the sign-in providers the worker project's global setup starts in Node (edge-api/src/testing/worker-provider-servers.ts)
declare module 'vitest' {
  export interface ProvidedContext {
    signInProviderServers: {
      googleIssuer: string;
      koreanOrigin: string;
      clients: Record<'google' | 'kakao', { id: string; secret: string }>;
      people: { google: { login: string; email: string }; kakao: { id: number; email: string } };
    };
  }
}
