import type { BlobStore } from '#core/blob-store.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { Translate } from '#core/i18n/translate.ts';
import type { Db } from '#db/client.ts';

export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

/** What a runtime (Node or the Worker) hands the app: nothing in app.ts knows which one it is. */
export type AppDeps = {
  db: Db;
  blobs: BlobStore;
  log: Logger;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    lang: Lang;
    t: Translate;
    tzOffset: number;
    requestId: string;
  };
};
