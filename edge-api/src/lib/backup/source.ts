import { REMOTE_BACKUP_ADVICE, type NodeSettings } from '../../env.ts';
import { BackupRefused } from './refusal.ts';

/** What a backup copies and a restore writes: the embedded database file, the uploads folder, and the migrations that say which levels this build runs. */
export type BackupSource = { databaseFile: string; uploadsDir: string; migrationsDir: string };

/** The embedded database and uploads of the settings; a remote libSQL database has no file here to copy or replace. */
export function backupSourceOf(settings: Pick<NodeSettings, 'databaseUrl' | 'uploadsDir' | 'migrationsDir'>, command: 'backup' | 'restore'): BackupSource {
  if (!settings.databaseUrl.startsWith('file:')) {
    throw new BackupRefused(
      `DATABASE_URL is a remote libSQL database, and npm run ${command} works on the embedded database file only: ${REMOTE_BACKUP_ADVICE}`,
    );
  }
  return { databaseFile: settings.databaseUrl.slice('file:'.length), uploadsDir: settings.uploadsDir, migrationsDir: settings.migrationsDir };
}
