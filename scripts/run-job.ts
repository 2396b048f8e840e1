// Runs one scheduled job by hand on Node: `npm run job -- purge-deleted-attachments` (or a cron
// expression of the schedule to run all of its jobs). The run is written to the batch history.
import { jobsByName, runJobs, schedule } from '#api/jobs/run-jobs.ts';
import { FsBlobStore } from '#api/lib/blob-store-fs.ts';
import { jsonLogger } from '#api/lib/logger.ts';
import { readNodeEnv } from '#api/env.ts';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';
import { listBatchRuns } from '#db/queries/batch-run.ts';

const name = process.argv[2];
if (!name || (!jobsByName.has(name) && !(name in schedule))) {
  console.error(`Which job? One of: ${[...jobsByName.keys(), ...Object.keys(schedule).map((cron) => `"${cron}"`)].join(', ')}`);
  process.exit(2);
}
const env = readNodeEnv(process.env);
const { db, client } = await openLibsql(env.databaseUrl, env.databaseAuthToken);
await migrateLibsql(db, env.migrationsDir);
await runJobs(name, { db, blobs: new FsBlobStore(env.uploadsDir), log: jsonLogger() });
const [last] = await listBatchRuns(db, 1);
console.log(JSON.stringify(last));
client.close();
