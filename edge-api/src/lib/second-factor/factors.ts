// Which second factors an account has (issue 34, decision 052): the one place that says it, for the sign-ins
// (member and console), My Page, the console's policy and its reset. Each kind of strong factor answers from its
// own table through a source below, for the kind of sign-in asking: the console counts only the passkeys added in
// the console, a member's sign-in every passkey of the account.
import { strongFactorKinds, type SecondFactorKind, type StrongFactorKind } from '#core/auth/second-factors.ts';
import type { Db } from '#db/client.ts';
import { countPasskeys, deletePasskeys, scopesFor } from '#db/queries/passkey.ts';
import { countUnusedRecoveryCodes, deleteTotp, findTotpFactor, replaceRecoveryCodes } from '#db/queries/second-factor.ts';
import type { SessionKind } from '#db/queries/session.ts';

/** One kind of strong factor: which of it the account has for a kind of sign-in, and removing it (an ADMIN's reset). */
export type FactorSource = {
  kinds: (db: Db, userId: number, kind: SessionKind) => Promise<StrongFactorKind[]>;
  /** Removes the account's factors of this kind that open `kind` of session; true when there were some. */
  reset: (db: Db, userId: number, kind: SessionKind) => Promise<boolean>;
};

/** An authenticator app counts once its enrolment is confirmed (a secret only shown does not); one app opens both. */
const totpSource: FactorSource = {
  kinds: async (db, userId) => ((await findTotpFactor(db, userId))?.secret ? ['TOTP'] : []),
  reset: (db, userId) => deleteTotp(db, userId, { recoveryCodes: false }),
};

/** A passkey counts where it signs in (db/queries/passkey.ts `scopesFor`). */
const passkeySource: FactorSource = {
  kinds: async (db, userId, kind) => ((await countPasskeys(db, userId, scopesFor(kind))) > 0 ? ['PASSKEY'] : []),
  reset: async (db, userId, kind) => (await deletePasskeys(db, userId, scopesFor(kind))) > 0,
};

/** Every kind of strong factor's source. */
export const factorSources: FactorSource[] = [totpSource, passkeySource];

/** The account's strong factors for `kind` of sign-in, in the order of core/auth/second-factors.ts. */
export async function strongFactorsOf(db: Db, userId: number, kind: SessionKind): Promise<StrongFactorKind[]> {
  const found = new Set((await Promise.all(factorSources.map((source) => source.kinds(db, userId, kind)))).flat());
  return strongFactorKinds.filter((factor) => found.has(factor));
}

/**
 * The strong factors that make a sign-in of `kind` wait for a second step. The console's are all of them (the
 * console always has a second step: the admin's own factor or the mailed code). A member's two-step verification is
 * the authenticator app: with it on, their passkeys serve as its second step too; a passkey alone signs the member in
 * without the password (decision 053) and does not add a step to the password's sign-in.
 */
export async function twoStepFactorsOf(db: Db, userId: number, kind: SessionKind): Promise<StrongFactorKind[]> {
  const strong = await strongFactorsOf(db, userId, kind);
  return kind === 'MEMBER' && !strong.includes('TOTP') ? [] : strong;
}

/**
 * The second factors a sign-in of the account waits for: its two-step factors, and the recovery codes beside them
 * while some are unused. None: the password alone signs the account in (the console then mails its code).
 */
export async function activeSecondFactors(db: Db, userId: number, kind: SessionKind): Promise<SecondFactorKind[]> {
  const strong = await twoStepFactorsOf(db, userId, kind);
  if (strong.length === 0) return [];
  return (await countUnusedRecoveryCodes(db, userId)) > 0 ? [...strong, 'RECOVERY_CODE'] : strong;
}

/**
 * Recovery codes stand in for a strong factor: once the account has none left that adds a step to either kind of
 * sign-in (a member's app, a console passkey or app), they go too.
 */
export async function dropRecoveryCodesWithoutFactor(db: Db, userId: number, now: string): Promise<void> {
  const [member, admin] = await Promise.all([twoStepFactorsOf(db, userId, 'MEMBER'), twoStepFactorsOf(db, userId, 'ADMIN')]);
  if (member.length === 0 && admin.length === 0) await replaceRecoveryCodes(db, userId, [], now);
}

/** Removes every second factor of the account that opens the console, and its recovery codes (an ADMIN's reset); true when there was one. */
export async function resetSecondFactors(db: Db, userId: number, now: string): Promise<boolean> {
  const removed = await Promise.all(factorSources.map((source) => source.reset(db, userId, 'ADMIN')));
  await replaceRecoveryCodes(db, userId, [], now);
  return removed.some(Boolean);
}
