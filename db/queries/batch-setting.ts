// The batch settings (admin spec §3): the user batches by type, the admin batch (id 1) and the password
// cycle (id 1). Every row is seeded by the migration; a missing row reads as these defaults.
import { eq } from 'drizzle-orm';
import type { AdminBatch, AdminBatchBody, BatchWork, BatchWorkBody, BatchWorkType, PasswordCycleBody } from '#core/schemas/batch.ts';
import { schema, type Db } from '../client.ts';
import { pickColumns } from './pick-columns.ts';

/** The migration's seeds, for a database that lost a row. */
export const batchWorkDefaults: Record<BatchWorkType, Omit<BatchWork, 'updatedAt'>> = {
  DORMANCY: { id: 1, type: 'DORMANCY', designatedPeriod: 365, enable: true, matureDate: null, maximum: 1000 },
  NOTICE_DORMANCY: { id: 2, type: 'NOTICE_DORMANCY', designatedPeriod: 30, enable: true, matureDate: null, maximum: 1000 },
  NOTICE_PASSWORD: { id: 3, type: 'NOTICE_PASSWORD', designatedPeriod: 7, enable: true, matureDate: null, maximum: 1000 },
  NOTICE_MARKETING: { id: 4, type: 'NOTICE_MARKETING', designatedPeriod: 30, enable: true, matureDate: null, maximum: 1000 },
};
export const adminBatchDefaults: Omit<AdminBatch, 'updatedAt'> = { id: 1, adminInactiveTimePeriod: 90, maximum: 100, adminPasswordUpdatePeriod: 90 };

const w = schema.batchWork;
const workColumns = pickColumns(w, ['id', 'type', 'designatedPeriod', 'enable', 'matureDate', 'maximum', 'updatedAt']);

export async function findBatchWorkById(db: Db, id: number): Promise<BatchWork | null> {
  const [row] = await db.select(workColumns).from(w).where(eq(w.id, id));
  return row ?? null;
}

/** The settings of one user batch (its seeded defaults when its row is missing). */
export async function getBatchWork(db: Db, type: BatchWorkType): Promise<BatchWork> {
  const [row] = await db.select(workColumns).from(w).where(eq(w.type, type));
  return row ?? { ...batchWorkDefaults[type], updatedAt: '' };
}

/** Writes the settings of the user batch of `body.type`, in one statement. */
export async function saveBatchWork(db: Db, body: BatchWorkBody, now: string): Promise<BatchWork> {
  const values = { designatedPeriod: body.designatedPeriod, enable: body.enable, matureDate: body.matureDate, maximum: body.maximum, updatedAt: now };
  const [row] = await db
    .insert(w)
    .values({ id: batchWorkDefaults[body.type].id, type: body.type, ...values })
    .onConflictDoUpdate({ target: w.type, set: values })
    .returning(workColumns);
  return row as BatchWork;
}

const a = schema.adminBatch;
const adminColumns = pickColumns(a, ['id', 'adminInactiveTimePeriod', 'maximum', 'adminPasswordUpdatePeriod', 'updatedAt']);

export async function getAdminBatch(db: Db): Promise<AdminBatch> {
  const [row] = await db.select(adminColumns).from(a).where(eq(a.id, 1));
  return row ?? { ...adminBatchDefaults, updatedAt: '' };
}

export async function saveAdminBatch(db: Db, body: AdminBatchBody, now: string): Promise<AdminBatch> {
  const values = { ...body, updatedAt: now };
  const [row] = await db
    .insert(a)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: a.id, set: values })
    .returning(adminColumns);
  return row as AdminBatch;
}

/** Writes the password cycle (id 1); sign-ins read it, so it holds from the next one. */
export async function savePasswordCycle(db: Db, body: PasswordCycleBody, now: string): Promise<void> {
  const t = schema.passwordCycle;
  const values = { ...body, updatedAt: now };
  await db
    .insert(t)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: t.id, set: values });
}
