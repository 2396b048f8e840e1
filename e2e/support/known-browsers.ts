// The suite's browsers are known to the portal, as a real member's and admin's are (decision 032). Before
// the stories run (Playwright's global setup), every demo account they sign in as signs in once through the
// API and signs out again; the device cookies that leaves are saved as the state every browser context
// starts from (`use.storageState` in playwright.config.ts). The suite's sign-ins then count against those
// browsers, never against 127.0.0.1, however fast the machine runs them (docs/testing.md).
import { request, type FullConfig } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '#db/seed/content/accounts.ts';

/** The demo accounts the stories sign in as without changing them: active, their password far from expiry. */
export const knownAccounts = demoAccounts.filter((account) => account.status === 'ACTIVE' && account.passwordAgeDays < 80);

export default async function knowTheSuitesBrowsers(config: FullConfig) {
  const { baseURL, storageState } = config.projects[0]?.use ?? {};
  if (typeof storageState !== 'string') throw new Error('playwright.config.ts names no storageState file for the known browsers');
  const browser = await request.newContext({ baseURL });
  for (const { username } of knownAccounts) {
    const signIn = await browser.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
    if (!signIn.ok()) throw new Error(`${username} could not sign in to make the suite's browsers known: ${signIn.status()} ${await signIn.text()}`);
    // the device cookie is not a session: it stays after the sign-out, and no story starts signed in (the
    // origin as the pages send it: the portal refuses a state change another site could have sent)
    const signOut = await browser.post('/api/auth/logout', { headers: { origin: baseURL ?? '' } });
    if (!signOut.ok()) throw new Error(`${username} could not sign out: ${signOut.status()} ${await signOut.text()}`);
  }
  await browser.storageState({ path: storageState });
  await browser.dispose();
}
