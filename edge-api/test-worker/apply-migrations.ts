import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// the same migrations wrangler applies to D1 (db/migrations), applied to each test's fresh D1
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
