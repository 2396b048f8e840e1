// Creates, migrates and seeds the embedded database with the demo content, in a process of its own:
// a first `npm start` runs it before the server starts, so the server does not hold what the seed made (its generated
// images and texts would stay in the server's memory). Idempotent: a seeded database is left as it is.
import { readNodeEnv } from '#api/env.ts';
import { makeMissingPictureVariants } from '#api/jobs/make-picture-variants.ts';
import { FsBlobStore } from '#api/lib/blob-store-fs.ts';
import { createPasswords } from '#api/lib/password-hash.ts';
import { nodePictureCodecs } from '#api/lib/pictures/wasm-node.ts';
import { nodeLog } from '#api/runtime/node-logger.ts';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';
import { seedAll } from '#db/seed/seed.ts';

const env = readNodeEnv(process.env);
const { db, client } = await openLibsql(env.databaseUrl, env.databaseAuthToken);
await migrateLibsql(db, env.migrationsDir);
const blobs = new FsBlobStore(env.uploadsDir);
await seedAll(db, blobs, createPasswords().hash);
// the demo pictures' copies in the pages' sizes and their share cards (decision 056)
await makeMissingPictureVariants({ db, blobs, pictures: nodePictureCodecs, log: nodeLog(env.logLevel).log, now: () => new Date() });
client.close();
