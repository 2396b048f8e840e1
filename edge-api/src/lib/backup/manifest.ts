// A backup folder: the database copy, the uploaded files under the keys the blob store gives them, and
// manifest.json, written last, once the copy has passed its verification: a folder without it is not a
// backup. The manifest is read back by the restore, so it is checked like any outside input.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { isSafeBlobKey } from '#core/blob-store.ts';

export const MANIFEST_FILE = 'manifest.json';
/** The database copy's name in a backup folder. */
export const DATABASE_FILE = 'portal.db';
/** The folder of the uploaded files in a backup folder, laid out as UPLOADS_DIR is. */
export const UPLOADS_FOLDER = 'uploads';

/** A moment as part of a file name: sortable, and without the colons some file systems refuse. */
export const stampOf = (at: Date) => at.toISOString().replace(/[-:]/g, '');

const sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 checksum in hex'));
const byteCount = v.pipe(v.number(), v.integer(), v.minValue(0));

const manifestSchema = v.object({
  format: v.literal(1),
  /** When the database was copied (the moment the backup holds). */
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  build: v.object({ version: v.string(), commit: v.nullable(v.string()) }),
  /** The database's migration level: the newest migration applied (drizzle's `created_at`), and its name when this build knows it. */
  migration: v.object({ createdAt: v.number(), tag: v.nullable(v.string()) }),
  database: v.object({ path: v.literal(DATABASE_FILE), bytes: byteCount, sha256 }),
  /** Every file an attachment row names, by its blob key (the path under UPLOADS_DIR). */
  files: v.array(v.object({ key: v.pipe(v.string(), v.check(isSafeBlobKey, 'must be a blob key')), bytes: byteCount, sha256 })),
  fileCount: byteCount,
  /** The database copy and the files together. */
  totalBytes: byteCount,
});

export type Manifest = v.InferOutput<typeof manifestSchema>;
export type ChecksummedFile = Manifest['files'][number];

/** The manifest as a backup process printed it, or as a folder holds it; null with the reason when it is not one. */
export function parseManifest(text: string): { manifest: Manifest } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: 'is not JSON' };
  }
  const parsed = v.safeParse(manifestSchema, json);
  if (parsed.success) return { manifest: parsed.output };
  const issue = parsed.issues[0];
  return { problem: `${v.getDotPath(issue) ?? 'its root'} ${issue.message}` };
}

export async function readManifest(folder: string): Promise<{ manifest: Manifest } | { problem: string }> {
  const text = await readFile(join(folder, MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null) return { problem: `${MANIFEST_FILE} is missing: this folder is not a finished backup (a backup writes it last, once verified)` };
  const read = parseManifest(text);
  return 'problem' in read ? { problem: `${MANIFEST_FILE} is not a backup manifest: ${read.problem}` } : read;
}

/** Writes the manifest whole or not at all: it is what marks the folder as a backup. */
export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  const partial = join(folder, `${MANIFEST_FILE}.partial`);
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`, { flush: true });
  await rename(partial, join(folder, MANIFEST_FILE));
}
