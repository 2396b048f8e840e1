// The console's second-factor policy (issue 34): an ADMIN setting, off by default. On, a console account proves
// its sign-in with a strong factor (an authenticator code or a passkey) and is not offered the mailed or texted
// code; an account without one proves the sign-in with the mailed code one last time and is led through the
// enrolment before the console opens (a session that may only enrol: lib/authorize.ts).
import type { StrongFactorKind } from '#core/auth/second-factors.ts';
import type { Db } from '#db/client.ts';
import { getSecondFactorPolicy } from '#db/queries/second-factor.ts';
import { strongFactorsOf } from './factors.ts';

export type ConsoleSignInRule = {
  strong: StrongFactorKind[];
  /** Whether the mailed or texted access code may prove this console sign-in. */
  mailedCodeAllowed: boolean;
  /** Whether the console session it starts may only enrol a strong factor. */
  mustEnrol: boolean;
};

/** What the policy asks of a console account's sign-in now. */
export async function consoleSignInRule(db: Db, userId: number): Promise<ConsoleSignInRule> {
  const [policy, strong] = await Promise.all([getSecondFactorPolicy(db), strongFactorsOf(db, userId, 'ADMIN')]);
  const required = policy.consoleStrongFactorRequired;
  return { strong, mailedCodeAllowed: !required || strong.length === 0, mustEnrol: required && strong.length === 0 };
}
