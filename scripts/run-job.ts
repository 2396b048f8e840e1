// Runs one scheduled job by hand on Node: `npm run job -- purge-deleted-attachments` (or a cron
// expression of the schedule to run all of its jobs). The run is written to the batch history.
import { jobsByName, runJobs, schedule } from '#api/jobs/run-jobs.ts';
import { buildNodeDeps } from '#api/runtime/node.ts';
import { listBatchRuns } from '#db/queries/batch-run.ts';

const name = process.argv[2];
if (!name || (!jobsByName.has(name) && !(name in schedule))) {
  console.error(`Which job? One of: ${[...jobsByName.keys(), ...Object.keys(schedule).map((cron) => `"${cron}"`)].join(', ')}`);
  process.exit(2);
}
const deps = await buildNodeDeps();
await runJobs(name, deps);
const [last] = await listBatchRuns(deps.db, 1);
console.log(JSON.stringify(last));
deps.close();
