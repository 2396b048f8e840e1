import { eq } from 'drizzle-orm';
import { PASSWORD_CYCLE_MONTHS, PASSWORD_NOTICE_DAYS } from '#core/auth/limits.ts';
import { schema, type Db } from '../client.ts';

export type PasswordCycle = { id: number; defaultPeriod: number; enable: boolean; noticePeriod: number };

/** The password-change cycle (id 1); its defaults when the row is missing. */
export async function getPasswordCycle(db: Db): Promise<PasswordCycle> {
  const t = schema.passwordCycle;
  const [row] = await db.select({ id: t.id, defaultPeriod: t.defaultPeriod, enable: t.enable, noticePeriod: t.noticePeriod }).from(t).where(eq(t.id, 1));
  return row ?? { id: 1, defaultPeriod: PASSWORD_CYCLE_MONTHS, enable: true, noticePeriod: PASSWORD_NOTICE_DAYS };
}
