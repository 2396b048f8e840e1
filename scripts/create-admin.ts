// Creates the first admin of a portal without demo content: `npm run admin:create -- <email> <name> <phone>`.
// The account is ACTIVE with role ADMIN and a random temporary password, printed once here and stored
// only hashed; it must be changed at the first sign-in (the console's session may do nothing else).
// A D1 deployment has no database file here: `--sql` writes nothing and prints the one INSERT to run
// with `wrangler d1 execute DB --remote --file <file>` instead (docs/deployment.md); the temporary
// password goes to stderr, so the SQL can be redirected to a file on its own.
import * as v from 'valibot';
import { createPasswords } from '#api/lib/password-hash.ts';
import { buildNodeDeps } from '#api/runtime/node.ts';
import { brokenPasswordRules } from '#core/auth/password-policy.ts';
import { emailSchema, phoneSchema } from '#core/schemas/account.ts';
import { schema } from '#db/client.ts';
import { findAccountByUsername, insertAccountStatement } from '#db/queries/account.ts';

const usage =
  'Usage: npm run admin:create -- [--sql] <email> <name> <phone digits>   (e.g. admin@example.com 김관리 01012345678; --sql prints the INSERT for wrangler d1 execute)';
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

const args = process.argv.slice(2);
const asSql = args.includes('--sql');
const parsed = v.safeParse(
  argsSchema,
  args.filter((arg) => arg !== '--sql'),
);
if (!parsed.success) {
  console.error(`${usage}\nInvalid ${parsed.issues.map((issue) => issue.path?.map((item) => String(item.key)).join('.') ?? '').join(', ') || 'arguments'}.`);
  process.exit(2);
}
const [username, name, phoneNumber] = parsed.output;

/** The account row of the first admin, its temporary password hashed at the portal's cost. */
async function adminRow(password: string) {
  const now = new Date().toISOString();
  return {
    username,
    passwordHash: await createPasswords().hash(password),
    name,
    companyName: '',
    phoneNumber,
    country: '+82',
    role: 'ADMIN' as const,
    status: 'ACTIVE' as const,
    lang: 'ko' as const,
    mustChangePassword: true,
    passwordChangedAt: now,
    createdDtm: now,
    activatedAt: now,
  };
}

/** A value as an SQL literal: text quoted with its quotes doubled, booleans as SQLite's 0 and 1. */
function literal(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return `'${value.replaceAll("'", "''")}'`;
}

if (asSql) {
  // the statement as the app would run it, with its values written in: D1 refuses a second account of
  // the same username (unique), so running it twice changes nothing
  const password = temporaryPassword();
  const row = await adminRow(password);
  const columns = Object.entries(schema.userAccount).filter(([key]) => key in row) as [keyof typeof row, { name: string }][];
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const values = columns.map(([key]) => literal(row[key])).join(', ');
  console.log(`INSERT INTO "user_account" (${names}) VALUES (${values});`);
  console.error(`Temporary password of ${username} (shown once; change it at the first sign-in at /admin/login):\n${password}`);
} else {
  const deps = await buildNodeDeps();
  try {
    if (await findAccountByUsername(deps.db, username)) {
      console.error(`An account ${username} already exists; nothing was changed.`);
      process.exitCode = 1;
    } else {
      const password = temporaryPassword();
      await insertAccountStatement(deps.db, await adminRow(password));
      console.log(`Admin ${username} created. Temporary password (shown once; change it at the first sign-in at /admin/login):\n${password}`);
    }
  } finally {
    deps.close();
  }
}
