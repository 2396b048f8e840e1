// The role × screen matrix, walked whole against the built server (portal spec §6, admin spec §2): every
// route of both spec files, built or not, for every role, in Korean and English. A role outside a
// screen's list is redirected (to `/`, to `/login` for the partner policy register, to /admin/login in
// the console); a role inside it is not (a screen that is not built yet answers "Not found").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { roles, type Role } from '#core/auth/roles.ts';
import { canOpen, screens } from '#core/auth/screens.ts';
import { DEMO_PASSWORD, demoAccounts } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import { serverDataDir, withLock } from './support/portal.ts';

const outbox = join(serverDataDir, 'outbox');

/** The newest message the file transport wrote for an address. */
function newestMail(address: string): string {
  const files = readdirSync(outbox)
    .filter((name) => name.includes(address))
    .map((name) => ({ name, time: statSync(join(outbox, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time || b.name.localeCompare(a.name));
  const first = files[0];
  if (!first) throw new Error(`no mail for ${address}`);
  return readFileSync(join(outbox, first.name), 'utf8');
}

// the partner Q&A's detail names its question with `?id=` (the demo content's first question is an open one);
// without one it goes back to the list (portal spec §4)
const concrete = (route: string) =>
  route === '/partner/partner-Q&A-detail' ? `${route}?id=1` : route.replace(':product', 'studio').replace(/:[A-Za-z]+/g, '1');
const localized = (path: string, lang: 'ko' | 'en') => (lang === 'en' ? (path === '/' ? '/en/' : `/en${path}`) : path);

async function signedIn(role: Role, baseURL: string): Promise<APIRequestContext> {
  // a browser the demo accounts have signed in with, as every story's (e2e/support/known-browsers.ts)
  const context = await playwrightRequest.newContext({ baseURL, storageState: test.info().project.use.storageState });
  if (role === 'ALL') return context;
  const account = demoAccounts.find((entry) => entry.role === role && entry.status === 'ACTIVE' && entry.passwordAgeDays < 80);
  if (!account) throw new Error(`no demo account for ${role}`);
  const login = await context.post('/api/auth/login', { data: { username: account.username, password: DEMO_PASSWORD } });
  expect(login.status(), `${role} signs in`).toBe(200);
  if (role === 'ADMIN') {
    expect((await context.post('/api/auth/admin/login', { data: { username: account.username, password: DEMO_PASSWORD } })).status()).toBe(200);
    // the one admin mailbox: no other worker mails it between the request and the read (e2e/support/portal.ts)
    await withLock('admin-mailbox', async () => {
      expect((await context.get('/api/auth/admin/get-otp-login?channel=MAIL')).status()).toBe(200);
      const code = /\b(\d{6})\b/.exec(newestMail(account.username))?.[1];
      expect((await context.post('/api/auth/admin/login-admin', { data: { code } })).status(), 'the admin enters the access code').toBe(200);
    });
  }
  return context;
}

for (const role of roles) {
  test(`${role}: every screen of both spec files opens or redirects as the matrix says`, async ({ baseURL }) => {
    const context = await signedIn(role, baseURL ?? '');
    const wrong: string[] = [];
    for (const screen of screens) {
      const consoleScreen = screen.route.startsWith('/admin');
      for (const lang of consoleScreen || screen.koreanOnly ? (['ko'] as const) : (['ko', 'en'] as const)) {
        const path = consoleScreen ? concrete(screen.route) : localized(concrete(screen.route), lang);
        const response = await context.get(path, { maxRedirects: 0 });
        const location = response.headers().location ?? '';
        if (canOpen(screen, role)) {
          if (response.status() >= 300 && response.status() < 400) wrong.push(`${path}: redirected to ${location}, expected to open`);
        } else {
          const target = consoleScreen ? screen.denied : localized(screen.denied, lang);
          if (response.status() !== 302 || !location.startsWith(target) || (location !== target && !location.startsWith(`${target}?`)))
            wrong.push(`${path}: ${response.status()} ${location}, expected a redirect to ${target}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    await context.dispose();
  });
}
