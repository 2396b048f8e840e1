// Applies the migrations to the database of DATABASE_URL (the embedded file by default) and loads the
// catalogues. The running portal does this by itself on start; this is for deployments that migrate first.
import { readNodeEnv } from '#api/env.ts';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';
import { seedCatalogues } from '#db/seed/seed.ts';

const env = readNodeEnv(process.env);
const { db, client } = await openLibsql(env.databaseUrl, env.databaseAuthToken);
await migrateLibsql(db, env.migrationsDir);
await seedCatalogues(db);
client.close();
console.log(`migrated ${env.databaseUrl.startsWith('file:') ? env.databaseUrl : 'the remote libSQL database'}`);
