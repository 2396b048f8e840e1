// The ways an account signs in on its own (issue 34): its password, its linked Kakao, Naver and Google accounts and
// its passkeys. An account made through a provider has no password of its own, so the last of the others is kept:
// removing it would leave only "forgot password" (which always works, through the account's mail).
import type { Db } from '#db/client.ts';
import type { AccountRow } from '#db/queries/account.ts';
import { countPasskeys } from '#db/queries/passkey.ts';
import { listProviderLinks } from '#db/queries/sign-in-provider.ts';

/** How many ways `account` has to sign in: 1 for its password, one per linked provider, one per passkey. */
export async function countSignInWays(db: Db, account: Pick<AccountRow, 'id' | 'hasPassword'>): Promise<number> {
  const [links, passkeys] = await Promise.all([listProviderLinks(db, account.id), countPasskeys(db, account.id, ['MEMBER', 'ADMIN'])]);
  return (account.hasPassword ? 1 : 0) + links.length + passkeys;
}
