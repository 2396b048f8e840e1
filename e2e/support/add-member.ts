// A member of a story's own, written straight into the test server's database (not through the sign-up, which
// the portal limits per address: 20 in 15 minutes, and the suite keeps its sign-ups for the stories about
// signing up). ACTIVE, in the given language, with the stories' password. Run by `addActiveMember` in
// e2e/support/portal.ts: `node e2e/support/add-member.ts <lang> <name> [role] [termsAcceptedOn]`; prints the member as
// JSON. A role other than MEMBER is for the console's stories that need an account of their own with it (a second
// ADMIN: issue 33).
import { eq } from 'drizzle-orm';
import { createPasswords } from '#api/lib/password-hash.ts';
import type { AccountRole } from '#core/auth/roles.ts';
import { schema } from '#db/client.ts';
import { openLibsql } from '#db/libsql.ts';
import { accountSeed, insertAccount } from '#db/seed/generators.ts';

const [lang, name, role = 'MEMBER', termsAcceptedOn] = process.argv.slice(2) as ['ko' | 'en', string, AccountRole?, string?];
const password = 'Story#2027x';
const { db, client } = await openLibsql(process.env.DATABASE_URL);
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const seed = accountSeed({
  username: `e2e.${stamp}@example.co.kr`,
  name,
  lang,
  status: 'ACTIVE',
  role,
  phoneNumber: `0108${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
});
// the cheapest cost the hash format allows: the server reads it from the stored hash
const passwords = createPasswords({ ln: 4, r: 8, p: 1 });
const id = await insertAccount(db, seed, password, (plain) => passwords.hash(plain));
// an acceptance older than the versions in force: the next sign-in asks for the terms again (issue 33)
if (termsAcceptedOn) {
  await db
    .update(schema.termAgreement)
    .set({ agreedAt: `${termsAcceptedOn}T00:00:00.000Z` })
    .where(eq(schema.termAgreement.userId, id));
}
client.close();
console.log(JSON.stringify({ id, username: seed.username, password, name, phoneNumber: seed.phoneNumber }));
