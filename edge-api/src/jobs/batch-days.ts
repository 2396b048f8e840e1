// What the batches share: whole days back from now, and whether a batch has reached its first day.
import { localDate } from '#core/dates.ts';
import type { BatchWork } from '#core/schemas/batch.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` whole days before `now`, as the ISO text the account columns hold. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** On, and its first day (`matureDate`, a Korean calendar day) reached. */
export const batchRunsToday = (work: Pick<BatchWork, 'enable' | 'matureDate'>, now: Date) =>
  work.enable && (work.matureDate === null || work.matureDate <= localDate(now.toISOString()));
