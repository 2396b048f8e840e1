import { runJobs } from './jobs/run-jobs.ts';
import { createWorkerDeps } from './runtime/worker.ts';

type ScheduledController = { cron: string; scheduledTime: number };
type ExecutionContext = { waitUntil(promise: Promise<unknown>): void };

/** The Worker's cron triggers: the same jobs as the Node scheduler, with the Worker's bindings. */
export async function scheduled(controller: ScheduledController, env: Record<string, unknown>, ctx: ExecutionContext): Promise<void> {
  const work = createWorkerDeps(env).then((deps) => runJobs(controller.cron, deps, new Date(controller.scheduledTime)));
  ctx.waitUntil(work);
  await work;
}
