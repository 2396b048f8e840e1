// What a scheduled job is, apart from the table that lists the jobs (run-jobs.ts), so that a job names its
// own type without importing the table that imports it.
import type { AppDeps } from '../types.ts';

export type Job = { name: string; run: (deps: AppDeps, now: Date) => Promise<{ affected: number; detail: string }> };
