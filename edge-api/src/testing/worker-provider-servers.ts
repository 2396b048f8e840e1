// The sign-in providers of the Worker's tests (issue 34, edge-api/test-worker/sign-in-provider.test.ts): workerd
// cannot start a server, so this global setup of the `worker` project starts them in Node before the tests, the
// real OpenID Connect provider and the server of Kakao's and Naver's shapes, and hands their addresses and
// people to the tests (vitest's `provide` and `inject`).
import type { TestProject } from 'vitest/node';
import { KAKAO_CLIENT, startKoreanProviders } from './korean-providers.ts';
import { startOidcProvider, TEST_CLIENT } from './oidc-provider.ts';

/** The Worker's tests' public address (vitest.config.ts PUBLIC_SITE_URL) and the people at each provider. */
const WORKER_SITE = 'http://localhost';
export const workerPeople = {
  google: { login: 'worker-google-person', email: 'worker.google@example.com' },
  kakao: { id: 4_300_000_001, email: 'worker.kakao@kakao.example.com' },
};

// the shape the tests read is declared for them in edge-api/test-worker/env.d.ts (their tsconfig has no Node types)
declare module 'vitest' {
  export interface ProvidedContext {
    signInProviderServers: {
      googleIssuer: string;
      koreanOrigin: string;
      clients: Record<'google' | 'kakao', { id: string; secret: string }>;
      people: typeof workerPeople;
    };
  }
}

export default async function setup(project: TestProject) {
  const idp = await startOidcProvider({ redirectUris: [`${WORKER_SITE}/api/public/sign-in-providers/google/callback`] });
  idp.people.set(workerPeople.google.login, { email: workerPeople.google.email, email_verified: true, name: 'Worker Kim' });
  const korean = await startKoreanProviders();
  korean.state.kakao = {
    id: workerPeople.kakao.id,
    kakao_account: { email: workerPeople.kakao.email, is_email_valid: true, is_email_verified: true, name: '워커' },
  };
  project.provide('signInProviderServers', {
    googleIssuer: idp.issuer,
    koreanOrigin: korean.origin,
    clients: { google: TEST_CLIENT, kakao: KAKAO_CLIENT },
    people: workerPeople,
  });
  return async () => {
    await idp.close();
    await korean.close();
  };
}
