// What the browser stories share: messages as the pages translate them, localized paths, the axe
// check, mail read at /dev/mail as a member reads it, the sign-in at /login, a member of a test's own, the
// lock around the one admin mailbox, and the run's turns at what the portal counts against the address
// (the suite runs in parallel workers from one address: docs/testing.md).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { IP_FAILURE_LIMIT } from '#core/auth/limits.ts';
import type { AccountRole } from '#core/auth/roles.ts';
import { requiredTerms } from '#core/auth/terms.ts';
import { langTags, type Lang } from '#core/i18n/locales.ts';
import { translator, type MessageKey } from '#core/i18n/translate.ts';

/** A message of the catalogue with its {{values}} filled in, as the pages translate it. */
export const msg = (lang: Lang, key: MessageKey, values?: Record<string, string | number>) => translator(lang)(key, values);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page's path in a language: Korean at the spec's route, English under /en/. */
export const at = (lang: Lang, path: string) => (lang === 'en' ? (path === '/' ? '/en/' : `/en${path}`) : path);

/** The page's URL is exactly this path (any query string allowed). */
export const atPath = (path: string) => new RegExp(`^[^/]+//[^/]+${escapeRegExp(path)}(\\?.*)?$`);

/**
 * The page passes every axe rule. axe runs in the page itself and its same-origin frames (legacy mode: the default runs
 * each frame apart, then joins the results in a new blank page, a browser process more per scan), and details only the
 * violations (the passes' selectors are not built): together 70% less time for the same rules (docs/testing.md).
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(results.violations, results.violations.map((violation) => `${violation.id}: ${violation.help}`).join('\n')).toEqual([]);
}

/** The newest mailed link to `path` sent to an address, as a path of this server (the mail names the public site URL). */
export async function mailedLink(page: Page, address: string, path: string): Promise<string> {
  await page.goto(`/dev/mail?to=${encodeURIComponent(address)}`);
  const link = page.locator(`a[href*="${path}?token="]`).first();
  await expect(link).toBeAttached();
  const url = new URL((await link.getAttribute('href')) ?? '');
  return url.pathname + url.search;
}

/** The newest 6-digit code mailed to an address, read from the development mail page's HTML (no tab is opened for it). */
export async function mailedCode(page: Page, to: string): Promise<string> {
  const html = await (await page.request.get(`/dev/mail?to=${encodeURIComponent(to)}`)).text();
  // the newest mail's text is the page's first <pre>
  const body = /<pre[^>]*>([^]*?)<\/pre>/.exec(html)?.[1] ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}: ${body}`);
  return code;
}

/** Fills and sends the sign-in form of /login (the page must be open). */
export async function fillSignIn(page: Page, lang: Lang, username: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel(msg(lang, 'field.username'), { exact: true }).fill(username);
  await main.getByLabel(msg(lang, 'field.password'), { exact: true }).fill(password);
  await main.getByRole('button', { name: msg(lang, 'login.submit'), exact: true }).click();
}

/** A stamp no other test of any worker, run or retry uses: for e-mail addresses and titles. */
export const uniqueStamp = () => `${Date.now().toString(36)}${test.info().workerIndex}${randomBytes(3).toString('hex')}`;

/**
 * A new, activated member of its own (signed up and activated through the API as the forms do), for a
 * story that changes the account or reads back what the account did: the demo accounts stay as other
 * stories expect them. Every sign-up counts against the address (`countedAgainstAddress`).
 */
export async function registerActiveMember(page: Page, lang: Lang, name: string) {
  await countedAgainstAddress('sign-up');
  const stamp = uniqueStamp();
  const member = {
    username: `e2e.${stamp}@example.co.kr`,
    password: 'Story#2027x',
    name,
    phoneNumber: `0107${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`,
  };
  const signUp = await page.request.post('/api/public/sign-up', {
    headers: { 'accept-language': lang },
    data: {
      username: member.username,
      password: member.password,
      name: member.name,
      companyName: 'E2E Analytics',
      phoneNumber: member.phoneNumber,
      country: '+82',
      historyTermAgreement: { isAgreeRequiredTerms: true, requiredTermsContent: JSON.stringify(requiredTerms[lang]) },
    },
  });
  expect(signUp.status()).toBe(201);
  const link = await mailedLink(page, member.username, lang === 'en' ? '/en/register-success' : '/register-success');
  const token = new URL(link, 'http://portal').searchParams.get('token');
  expect((await page.request.post('/api/public/activate-account', { data: { token } })).status()).toBe(200);
  return member;
}

/** Signs in through the API, as the sign-in form does; the page's context keeps the session cookie. */
export async function signInByApi(page: Page, username: string, password: string) {
  const answer = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(answer.status(), `${username} signs in`).toBe(200);
}

/** The server's data folder (scripts/e2e-server.mjs empties it at each start): E2E_DATA_DIR when the run moved it. */
export const serverDataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';

/** Runs one scheduled job on the test server's database, as `npm run job` does on a server (without blocking the test's own process). */
export async function runJobOnServer(name: string) {
  const root = isAbsolute(serverDataDir) ? serverDataDir : resolve(serverDataDir);
  await promisify(execFile)(process.execPath, ['scripts/run-job.ts', name], {
    env: { ...process.env, DATABASE_URL: `file:${root}/portal.db`, UPLOADS_DIR: `${root}/uploads`, OUTBOX_DIR: `${root}/outbox`, LOG_LEVEL: 'error' },
  });
}

/** A member written by `addActiveMember`: ACTIVE, with the stories' password. */
export interface ActiveMember {
  id: number;
  username: string;
  password: string;
  name: string;
  phoneNumber: string;
}

/**
 * A member of a story's own, ACTIVE in `lang`, written straight into the server's database
 * (e2e/support/add-member.ts): for stories about something else than signing up, which keep the suite's sign-ups
 * under the portal's limit per address. Sign in with `signInByApi`. `role` gives a console story an account of its own
 * with it; `termsAcceptedOn` (YYYY-MM-DD) dates the member's acceptance of the terms back, before the versions in
 * force, so their next sign-in asks for it again (issue 33).
 */
export async function addActiveMember(lang: Lang, name: string, options: { role?: AccountRole; termsAcceptedOn?: string } = {}): Promise<ActiveMember> {
  const root = isAbsolute(serverDataDir) ? serverDataDir : resolve(serverDataDir);
  const args = ['e2e/support/add-member.ts', lang, name, options.role ?? 'MEMBER', ...(options.termsAcceptedOn ? [options.termsAcceptedOn] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: `file:${root}/portal.db`, LOG_LEVEL: 'error' },
  });
  return JSON.parse(stdout) as ActiveMember;
}

const lockDir = join(serverDataDir, 'locks');

/** Whether the worker process that holds a lock has ended (it died holding it). */
function holderEnded(lock: string): boolean {
  const pid = Number(readFileSync(join(lock, 'holder'), 'utf8'));
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `step` while no other worker runs a step under the same name: for what the portal has only one of,
 * the admin account's mailbox (its access codes and reset links would otherwise be read by the wrong
 * sign-in). A lock is a folder naming its holder, put in place whole; it is taken over only when its holder
 * has ended, never because it is old, so however slowly a step runs no other enters beside it.
 */
export async function withLock<T>(name: string, step: () => Promise<T> | T): Promise<T> {
  mkdirSync(lockDir, { recursive: true });
  const lock = join(lockDir, name);
  const mine = `${lock}.${process.pid}`;
  mkdirSync(mine, { recursive: true });
  writeFileSync(join(mine, 'holder'), String(process.pid));
  for (;;) {
    try {
      renameSync(mine, lock);
      break;
    } catch {
      try {
        if (holderEnded(lock)) rmSync(lock, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await step();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** What the portal counts per address (edge-api/src/lib/sign-in.ts and its callers), by its names. */
export type CountedAction = 'sign-up' | 'recovery' | 'resend' | 'partner-application' | 'admin-recovery' | 'login';

/**
 * Takes one of the run's turns at something the portal counts against the caller's address, before the
 * story sends it: every request of some calls (a sign-up, a recovery mail, an activation mail again, a
 * partner application, an admin's reset mail) and every sign-in refused to a client the portal does not
 * know. Every worker is 127.0.0.1 and the portal refuses the 21st of a kind in 15 minutes
 * (core/auth/limits.ts, never lowered for the tests), so a suite sending more would pass on a slow machine
 * and fail on a fast one; one server gets at most the limit of each kind in a run, and a story over it
 * fails at once, saying so, whatever the machine's speed (docs/testing.md).
 */
export async function countedAgainstAddress(action: CountedAction): Promise<void> {
  await withLock(`address-${action}`, () => {
    const file = join(serverDataDir, `address-${action}.count`);
    const sent = (existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0) + 1;
    if (sent > IP_FAILURE_LIMIT)
      throw new Error(
        `The suite would send its ${sent}th '${action}' from 127.0.0.1 to one server: the portal refuses more than ${IP_FAILURE_LIMIT} in 15 minutes, so the run would pass or fail by its speed. Let a story reuse a member or a demo account instead.`,
      );
    writeFileSync(file, String(sent));
  });
}

/**
 * The short check of a page in its second language: the page names its language, its title and main
 * heading are the language's; the caller then checks one key action or message.
 */
export async function expectPageIn(page: Page, lang: Lang, heading: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', langTags[lang]);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(heading)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** Every island of the page has hydrated (Astro drops an island's `ssr` attribute then): a click before that reaches no handler on a busy machine. */
export async function islandsHydrated(page: Page) {
  await expect.poll(() => page.locator('astro-island[ssr]').count(), { message: 'the islands hydrate' }).toBe(0);
}
