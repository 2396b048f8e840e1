// Announcing an event to the staff's webhooks (issue 32, docs/webhooks.md). The request that caused it writes
// the delivery rows (one statement, nothing when no webhook listens) and answers; the rows are sent after the
// answer (lib/after-answer.ts: the Worker's waitUntil, on Node a promise the shutdown waits for), and the retry
// job sends whatever is still due, so a process that stops loses nothing. A webhook never fails the user's request.
import type { Context } from 'hono';
import type { WebhookEvent } from '#core/schemas/webhook.ts';
import { queueWebhookEvent } from '#db/queries/webhook.ts';
import type { AppDeps, AppEnv } from '../../types.ts';
import { afterAnswer } from '../after-answer.ts';
import { deliverWebhooks } from './deliver.ts';
import { webhookPayload, type EventFacts } from './payload.ts';

/** Writes an event's delivery rows; answers their ids (none when writing failed: logged, never thrown). */
export async function queueWebhookDeliveries(deps: AppDeps, event: WebhookEvent, facts: EventFacts): Promise<number[]> {
  try {
    const now = deps.now();
    return await queueWebhookEvent(deps.db, event, JSON.stringify(webhookPayload(event, facts, now)), now);
  } catch (error) {
    deps.log.error('webhook event not queued', { event, error: String(error) });
    return [];
  }
}

/** A request's event: its rows written now, sent after the answer. */
export async function announceWebhookEvent(c: Context<AppEnv>, event: WebhookEvent, facts: EventFacts): Promise<void> {
  const deps = c.var.deps;
  const ids = await queueWebhookDeliveries(deps, event, facts);
  if (ids.length === 0) return;
  afterAnswer(c, `webhook delivery (${event})`, () => deliverWebhooks(deps, ids));
}

/** A job's failure (jobs/run-jobs.ts), written and sent at once: a job has no answer to wait for. */
export async function announceJobFailure(deps: AppDeps, job: string, trigger: string, error: unknown): Promise<void> {
  const ids = await queueWebhookDeliveries(deps, 'job.failed', {
    detail: `${job} (${trigger})`,
    data: { job, trigger, error: String(error).slice(0, 300) },
  });
  await deliverWebhooks(deps, ids);
}
