// What build this is: the version and commit written into the bundle when it was built
// (scripts/build-info.mjs through astro.config.mjs), and the migration level it expects, from the
// migrations it carries. Shown by /healthz and /readyz, as the `portal_build_info` metric, and by
// `systemInfo` for the console's System screen.
import type { Db } from '#db/client.ts';
import journal from '#db/migrations/meta/_journal.json' with { type: 'json' };
import { newestD1Migration, newestDrizzleMigration } from '#db/queries/operations.ts';

export type BuildInfo = {
  version: string;
  /** The commit the build was made from; null for a build made outside a git checkout. */
  commit: string | null;
  /** Whether the checkout had uncommitted changes when it was built. */
  dirty: boolean;
  /** When it was built; null when running from the sources (tests, `npm run job`). */
  builtAt: string | null;
};

declare const __BUILD_INFO__: BuildInfo | undefined;

/** This build's identity; running from the sources, the version is `source` and there is no commit. */
export const buildInfo: BuildInfo = typeof __BUILD_INFO__ === 'undefined' ? { version: 'source', commit: null, dirty: false, builtAt: null } : __BUILD_INFO__;

/** The newest migration this build carries: the database must be at it. */
export const expectedMigration: { tag: string; when: number } = journal.entries.at(-1) ?? { tag: 'none', when: 0 };

/** The newest migration applied to a database (a tag, `0017_search-terms`), and whether it is at least this build's. */
export type MigrationLevel = { applied: string | null; ok: boolean };

/** How a runtime reads its database's migration level. */
export type MigrationReader = (db: Db) => Promise<MigrationLevel>;

/** libSQL on Node: drizzle's migrator records each migration's `when`; one a later build added is newer than this build's newest. */
export const drizzleMigrationLevel: MigrationReader = async (db) => {
  const when = await newestDrizzleMigration(db);
  if (when === null) return { applied: null, ok: false };
  const tag = journal.entries.find((entry) => entry.when === when)?.tag ?? (when > expectedMigration.when ? 'newer than this build' : 'unknown');
  return { applied: tag, ok: when >= expectedMigration.when };
};

/** D1 in the Worker: wrangler records each migration's file name, numbered in order. */
export const d1MigrationLevel: MigrationReader = async (db) => {
  const tag = (await newestD1Migration(db))?.replace(/\.sql$/, '') ?? null;
  return { applied: tag, ok: tag !== null && tag >= expectedMigration.tag };
};

export type SystemInfo = BuildInfo & { migration: { expected: string } & MigrationLevel };

/** Version, commit and migration level, for the console's System screen. */
export async function systemInfo(db: Db, readMigration: MigrationReader): Promise<SystemInfo> {
  return { ...buildInfo, migration: { expected: expectedMigration.tag, ...(await readMigration(db)) } };
}
