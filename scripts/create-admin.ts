// Creates the first admin of a portal without demo content: `npm run admin:create -- <email> <name> <phone>`.
// The account is ACTIVE with role ADMIN and a random temporary password, printed once here and stored
// only hashed; it must be changed at the first sign-in (the console's session may do nothing else).
import * as v from 'valibot';
import { buildNodeDeps } from '#api/runtime/node.ts';
import { brokenPasswordRules } from '#core/auth/password-policy.ts';
import { emailSchema, phoneSchema } from '#core/schemas/account.ts';
import { findAccountByUsername, insertAccountStatement } from '#db/queries/account.ts';

const usage = 'Usage: npm run admin:create -- <email> <name> <phone digits>   (e.g. admin@example.com 김관리 01012345678)';
const argsSchema = v.tuple([emailSchema, v.pipe(v.string(), v.trim(), v.nonEmpty('name'), v.maxLength(50, 'name')), phoneSchema]);

// no look-alike characters (0/O, 1/l/I), so the password can be read off a terminal and typed
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#$%&*?@';

/** 12 random characters that satisfy every password rule (portal spec §5). */
function temporaryPassword(): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(12));
    const candidate = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
    if (brokenPasswordRules(candidate).length === 0) return candidate;
  }
}

const parsed = v.safeParse(argsSchema, process.argv.slice(2));
if (!parsed.success) {
  console.error(`${usage}\nInvalid ${parsed.issues.map((issue) => issue.path?.map((item) => String(item.key)).join('.') ?? '').join(', ') || 'arguments'}.`);
  process.exit(2);
}
const [username, name, phoneNumber] = parsed.output;
const deps = await buildNodeDeps();
try {
  if (await findAccountByUsername(deps.db, username)) {
    console.error(`An account ${username} already exists; nothing was changed.`);
    process.exitCode = 1;
  } else {
    const password = temporaryPassword();
    const now = new Date().toISOString();
    await insertAccountStatement(deps.db, {
      username,
      passwordHash: await deps.passwords.hash(password),
      name,
      companyName: '',
      phoneNumber,
      country: '+82',
      role: 'ADMIN',
      status: 'ACTIVE',
      lang: 'ko',
      mustChangePassword: true,
      passwordChangedAt: now,
      createdDtm: now,
      activatedAt: now,
    });
    console.log(`Admin ${username} created. Temporary password (shown once; change it at the first sign-in at /admin/login):\n${password}`);
  }
} finally {
  deps.close();
}
