// What a scheduled job is: declared in types.ts with the dependencies it runs on (which name the schedule),
// named here so that a job imports its type without importing the table that lists it (run-jobs.ts).
export type { Job } from '../types.ts';
