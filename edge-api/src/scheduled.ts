import { runScheduledJobs } from './jobs/once-per-schedule.ts';
import { createWorkerDeps } from './runtime/worker.ts';

type ScheduledController = { cron: string; scheduledTime: number };
type ExecutionContext = { waitUntil(promise: Promise<unknown>): void };

/** The Worker's cron triggers: the same jobs as the Node scheduler, with the Worker's bindings, each run once however often it is delivered. */
export async function scheduled(controller: ScheduledController, env: Record<string, unknown>, ctx: ExecutionContext): Promise<void> {
  const scheduledAt = new Date(controller.scheduledTime);
  const work = createWorkerDeps(env).then((deps) => runScheduledJobs(controller.cron, deps, scheduledAt, { now: scheduledAt }));
  ctx.waitUntil(work);
  await work;
}
