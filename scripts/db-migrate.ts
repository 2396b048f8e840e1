// Applies the migrations (the schema and the catalogues) to the database of DATABASE_URL (the embedded
// file by default). The running portal does this by itself on start; this is for deployments that migrate first.
import { readNodeEnv } from '#api/env.ts';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';

const env = readNodeEnv(process.env);
const { db, client } = await openLibsql(env.databaseUrl, env.databaseAuthToken);
await migrateLibsql(db, env.migrationsDir);
client.close();
console.log(`migrated ${env.databaseUrl.startsWith('file:') ? env.databaseUrl : 'the remote libSQL database'}`);
