// Delivering webhook rows (issue 32, docs/webhooks.md): each attempt claims its row first (the after-the-answer
// delivery and the retry job may both see it due), sends the stored body signed with `fetch` and a 10-second
// limit, and records the status and response time. A failure is tried again after 1, 5 and 30 minutes, 2 and
// 12 hours, then given up (FAILED for good). Redirects are not followed: the address a 3xx names was never
// checked against the URL rule, so a 3xx is a failure like any answer outside 2xx.
import { isPublicUrl } from '#core/public-url.ts';
import { webhookUrlProblem, type WebhookReach } from '#core/schemas/webhook.ts';
import { claimWebhookDelivery, dueWebhookDeliveries, recordWebhookAttempt, type AttemptOutcome, type ClaimedDelivery } from '#db/queries/webhook.ts';
import type { AppDeps } from '../../types.ts';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from './sign.ts';

const MINUTE = 60_000;
/** The wait after each failed attempt; one more failure than there are waits gives up. */
export const WEBHOOK_BACKOFF_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE);
/** Every attempt a delivery gets: the first and one per wait. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_BACKOFF_MS.length + 1;
/** How long a receiver has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How long a claimed row stays away from other senders: longer than any attempt. */
const CLAIM_LEASE_MS = 2 * MINUTE;
/** How many deliveries go out at once from one batch (a Worker's connections are few). */
const PARALLEL = 4;

/** The webhook settings of AppDeps, with their defaults: public https hosts, 10 seconds. */
export function webhookSettingsOf(deps: AppDeps): { reach: WebhookReach; timeoutMs: number } {
  return { reach: deps.webhooks?.reach ?? 'public', timeoutMs: deps.webhooks?.timeoutMs ?? WEBHOOK_TIMEOUT_MS };
}

/** An address as a URL's host, for the public-address rule (an IPv6 one in brackets). */
const asHost = (address: string) => (address.includes(':') ? `[${address}]` : address);

/**
 * Why a public name may not be sent to now: it resolves to a private or loopback address (a name of the
 * network's own, or one pointed there after it was saved). Null when it may, or where nothing resolves here (a
 * Worker). What a name resolves to at the request itself may still differ (DNS rebinding): docs/webhooks.md.
 */
async function privateResolution(deps: AppDeps, url: string, reach: WebhookReach): Promise<string | null> {
  const resolve = deps.webhooks?.resolve;
  const { hostname } = new URL(url);
  if (!resolve || hostname.startsWith('[') || /^[\d.]+$/.test(hostname)) return null;
  if (reach === 'public-and-loopback' && (hostname === 'localhost' || hostname.endsWith('.localhost'))) return null;
  const addresses = await resolve(hostname);
  return addresses.some((address) => !isPublicUrl(`https://${asHost(address)}/`)) ? 'its name resolves to a private address' : null;
}

/** When a delivery that has failed `attempts` times is tried next, or null when that was its last. */
export function nextAttemptAfter(attempts: number, at: Date): Date | null {
  const wait = WEBHOOK_BACKOFF_MS[attempts - 1];
  return wait === undefined ? null : new Date(at.getTime() + wait);
}

const describe = (error: unknown) => {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
};

/** One attempt at a claimed row: what it came to (never throws). */
async function attempt(deps: AppDeps, row: ClaimedDelivery): Promise<AttemptOutcome> {
  const { reach, timeoutMs } = webhookSettingsOf(deps);
  const failed = (status: number | null, ms: number | null, error: string): AttemptOutcome => {
    const at = deps.now();
    return { ok: false, status, ms, error, at, nextAttemptAt: nextAttemptAfter(row.attempts, at) };
  };
  const givenUp = (error: string): AttemptOutcome => ({ ok: false, status: null, ms: null, error, at: deps.now(), nextAttemptAt: null });
  // turned off since the event: not sent (a test is sent whatever the flag, as the console asked for it)
  if (!row.webhook.active && row.event !== 'test') return givenUp('the webhook is turned off');
  // checked again before every attempt: the address was checked when saved, but the rule is the sender's
  const problem = webhookUrlProblem(row.webhook.url, reach);
  if (problem) return givenUp(`refused address (${problem})`);
  try {
    const resolved = await privateResolution(deps, row.webhook.url, reach);
    if (resolved) return givenUp(`refused address (${resolved})`);
  } catch (error) {
    return failed(null, null, `the name did not resolve: ${describe(error)}`);
  }
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  const started = performance.now();
  try {
    const response = await fetch(row.webhook.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'AnalyticsPortal-Webhook/1',
        [SIGNATURE_HEADER]: await webhookSignature(row.webhook.secret, timestamp, row.payload),
        [TIMESTAMP_HEADER]: String(timestamp),
        [EVENT_HEADER]: row.event,
        [DELIVERY_HEADER]: String(row.id),
      },
      body: row.payload,
    });
    // the answer's body is not read: only its status counts, and an endless one would hold the sender
    await response.body?.cancel().catch(() => undefined);
    const ms = Math.round(performance.now() - started);
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status, ms, at: deps.now() };
    const why = response.status >= 300 && response.status < 400 ? 'redirect not followed' : 'answered an error';
    return failed(response.status, ms, `${why} (HTTP ${response.status})`);
  } catch (error) {
    return failed(null, Math.round(performance.now() - started), describe(error));
  }
}

/** Claims and sends one delivery if it is due; answers whether it was delivered. Errors are logged, never thrown. */
export async function deliverWebhook(deps: AppDeps, id: number): Promise<boolean> {
  try {
    const now = deps.now();
    const row = await claimWebhookDelivery(deps.db, id, now, new Date(now.getTime() + CLAIM_LEASE_MS));
    if (!row) return false;
    const outcome = await attempt(deps, row);
    await recordWebhookAttempt(deps.db, row.id, outcome);
    if (!outcome.ok) deps.log.info('webhook delivery failed', { delivery: row.id, event: row.event, attempts: row.attempts, error: outcome.error });
    return outcome.ok;
  } catch (error) {
    deps.log.error('webhook delivery could not be recorded', { delivery: id, error: String(error) });
    return false;
  }
}

/** Sends deliveries a few at a time; answers how many were delivered. */
export async function deliverWebhooks(deps: AppDeps, ids: readonly number[]): Promise<number> {
  let delivered = 0;
  for (let start = 0; start < ids.length; start += PARALLEL) {
    const results = await Promise.all(ids.slice(start, start + PARALLEL).map((id) => deliverWebhook(deps, id)));
    delivered += results.filter(Boolean).length;
  }
  return delivered;
}

/** The retry job's batch: the deliveries due at `now` (at most `limit`), sent; answers how many were due and delivered. */
export async function deliverDueWebhooks(deps: AppDeps, now: Date, limit = 50): Promise<{ due: number; delivered: number }> {
  const ids = await dueWebhookDeliveries(deps.db, now, limit);
  return { due: ids.length, delivered: await deliverWebhooks(deps, ids) };
}
