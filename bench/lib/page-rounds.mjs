// What the page benchmarks share: a member's session cookie from the login call, and a page asked
// for ROUNDS times with its median and p95 wall time and the server's CPU time per request.
import { cpuMs } from './measure.mjs';
import { median } from './portal.mjs';

/** Signs the account in and answers the Cookie header of its session. */
export async function signInCookie(portal, account) {
  const answer = await fetch(`${portal.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portal.url },
    body: JSON.stringify(account),
  });
  if (!answer.ok) throw new Error(`sign-in: ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

/** Asks for the page `rounds` times; answers `median\tp95\tCPU/request` in ms, one decimal. */
export async function timeRounds(portal, path, headers, rounds) {
  const times = [];
  const cpuBefore = cpuMs(portal.pid);
  for (let round = 0; round < rounds; round++) {
    const begin = performance.now();
    const answer = await fetch(portal.url + path, { headers });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    times.push(performance.now() - begin);
  }
  const cpu = (cpuMs(portal.pid) - cpuBefore) / rounds;
  return `${median(times).toFixed(1)}\t${p95(times).toFixed(1)}\t${cpu.toFixed(1)}`;
}
