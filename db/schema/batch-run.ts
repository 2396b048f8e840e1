import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** One run of a scheduled job: the daily batch history of the admin console (admin spec §1). */
export const batchRun = sqliteTable(
  'batch_run',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobName: text('job_name').notNull(),
    trigger: text('trigger').notNull(),
    startedAt: text('started_at').notNull(),
    finishedAt: text('finished_at').notNull(),
    status: text('status', { enum: ['SUCCESS', 'FAILURE'] }).notNull(),
    affectedCount: integer('affected_count').notNull().default(0),
    detail: text('detail').notNull().default(''),
  },
  (table) => [index('batch_run_by_start').on(table.startedAt)],
);
