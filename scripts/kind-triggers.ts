// Appends a new kind's triggers (db/kinds/triggers.ts) to the newest migration: `npm run db:kind-triggers --
// WEBINAR`, right after `npm run db:generate` has written the migration of its table. A migration that is
// committed may already be applied somewhere (a database, D1), where an appended block would never run, so
// the newest one must still be new to git; otherwise make an empty one first with
// `npx drizzle-kit generate --custom --name=<kind>-triggers`. db/kinds/triggers.test.ts fails until it is done.
import { execFileSync } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { contentKindNames, type ContentKindName } from '../core/content-kinds.ts';
import { kindTriggerBlock } from '../db/kinds/triggers.ts';

const name = process.argv[2] as ContentKindName | undefined;
if (!name || !contentKindNames.includes(name)) {
  console.error(`usage: npm run db:kind-triggers -- KIND (one of ${contentKindNames.join(', ')})`);
  process.exit(2);
}
const folder = new URL('../db/migrations/', import.meta.url);
const newest = readdirSync(folder)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .at(-1)!;
const path = `db/migrations/${newest}`;
let committed = true;
try {
  execFileSync('git', ['ls-files', '--error-unmatch', path], { stdio: 'ignore' });
} catch {
  committed = false;
}
if (committed) {
  console.error(
    `${path} is committed and may be applied already: run \`npx drizzle-kit generate --custom --name=${name.toLowerCase().replaceAll('_', '-')}-triggers\` and try again`,
  );
  process.exit(1);
}
const text = readFileSync(new URL(newest, folder), 'utf8');
if (text.includes(`the triggers of ${name} `)) {
  console.error(`${path} has the triggers of ${name} already`);
  process.exit(1);
}
appendFileSync(new URL(newest, folder), `${text.endsWith('\n') ? '' : '\n'}--> statement-breakpoint\n${kindTriggerBlock(name)}\n`);
console.log(`${path}: the triggers of ${name} appended`);
