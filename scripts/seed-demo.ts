// Creates, migrates and seeds the embedded database with the demo content, in a process of its own:
// a first `npm start` runs it before the server starts, so the server does not hold what the seed made (its generated
// images and texts would stay in the server's memory). Idempotent: a seeded database is left as it is.
import { readNodeEnv } from '#api/env.ts';
import { FsBlobStore } from '#api/lib/blob-store-fs.ts';
import { createPasswords } from '#api/lib/password-hash.ts';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';
import { seedAll } from '#db/seed/seed.ts';

const env = readNodeEnv(process.env);
const { db, client } = await openLibsql(env.databaseUrl, env.databaseAuthToken);
await migrateLibsql(db, env.migrationsDir);
await seedAll(db, new FsBlobStore(env.uploadsDir), createPasswords().hash);
client.close();
