// Signs in to the console of a portal started by startPortal (lib/portal.mjs) as the demo admin, the way
// the console does: the password, the code sent by mail (read from the portal's outbox folder), the
// code. Answers a `call` that sends the session's cookies and keeps the ones the portal sets.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEMO_ADMIN = 'admin@example-analytics.com';
export const DEMO_PASSWORD = 'Portal#2026!';

export async function consoleSession(url, outbox) {
  const cookies = new Map();
  const call = async (path, init = {}) => {
    const answer = await fetch(`${url}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...init.headers },
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  };
  const mustOk = async (answer) => {
    if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  await mustOk(await call('/api/auth/admin/login', { method: 'POST', body: JSON.stringify({ username: DEMO_ADMIN, password: DEMO_PASSWORD }) }));
  await mustOk(await call('/api/auth/admin/get-otp-login?channel=MAIL'));
  const newest = readdirSync(outbox)
    .filter((name) => name.includes(DEMO_ADMIN))
    .sort()
    .at(-1);
  // the code is in the body, after the headers' blank line
  const body = readFileSync(join(outbox, newest), 'utf8').split('\n\n').slice(1).join('\n');
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in ${newest}`);
  await mustOk(await call('/api/auth/admin/login-admin', { method: 'POST', body: JSON.stringify({ code }) }));
  return { call, mustOk, cookies };
}
