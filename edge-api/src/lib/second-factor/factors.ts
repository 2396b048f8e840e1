// Which second factors an account has (issue 34): the one place that says it, for the sign-ins (member and console),
// My Page, the console's policy and its reset. Each kind of strong factor answers from its own table through a
// source below; the passkeys of issue 34 add theirs to `factorSources`, and every caller then offers, counts and
// resets them with the authenticator app.
import { strongFactorKinds, type SecondFactorKind, type StrongFactorKind } from '#core/auth/second-factors.ts';
import type { Db } from '#db/client.ts';
import { countUnusedRecoveryCodes, deleteTotp, findTotpFactor, replaceRecoveryCodes } from '#db/queries/second-factor.ts';

/** One kind of strong factor: which of it the account has, and removing all of it (an ADMIN's reset). */
export type FactorSource = {
  kinds: (db: Db, userId: number) => Promise<StrongFactorKind[]>;
  /** Removes the account's factors of this kind; true when there were some. */
  reset: (db: Db, userId: number) => Promise<boolean>;
};

/** An authenticator app counts once its enrolment is confirmed (a secret only shown does not). */
const totpSource: FactorSource = {
  kinds: async (db, userId) => ((await findTotpFactor(db, userId))?.secret ? ['TOTP'] : []),
  reset: (db, userId) => deleteTotp(db, userId, { recoveryCodes: false }),
};

/** Every kind of strong factor's source (a passkey's joins here). */
export const factorSources: FactorSource[] = [totpSource];

/** The account's strong factors, in the order of core/auth/second-factors.ts. */
export async function strongFactorsOf(db: Db, userId: number): Promise<StrongFactorKind[]> {
  const found = new Set((await Promise.all(factorSources.map((source) => source.kinds(db, userId)))).flat());
  return strongFactorKinds.filter((kind) => found.has(kind));
}

/**
 * The second factors a sign-in of the account waits for: its strong factors, and the recovery codes beside them
 * while some are unused. None: the password alone signs the account in.
 */
export async function activeSecondFactors(db: Db, userId: number): Promise<SecondFactorKind[]> {
  const strong = await strongFactorsOf(db, userId);
  if (strong.length === 0) return [];
  return (await countUnusedRecoveryCodes(db, userId)) > 0 ? [...strong, 'RECOVERY_CODE'] : strong;
}

/** Recovery codes stand in for a strong factor: once the account has none left, they go too. */
export async function dropRecoveryCodesWithoutFactor(db: Db, userId: number, now: string): Promise<void> {
  if ((await strongFactorsOf(db, userId)).length === 0) await replaceRecoveryCodes(db, userId, [], now);
}

/** Removes every second factor of the account and its recovery codes (an ADMIN's reset); true when there was one. */
export async function resetSecondFactors(db: Db, userId: number, now: string): Promise<boolean> {
  const removed = await Promise.all(factorSources.map((source) => source.reset(db, userId)));
  await replaceRecoveryCodes(db, userId, [], now);
  return removed.some(Boolean);
}
