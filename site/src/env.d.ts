/// <reference types="astro/client" />
import type { UsageEntry } from '#api/lib/content-usage.ts';
import type { AppDeps } from '#api/types.ts';

declare global {
  namespace App {
    interface Locals {
      /** The runtime's database, storage and logger, set by the front door (site/src/fetch.ts). */
      deps: AppDeps;
      /** Queues a content-usage history row, and `alongside`, after the response (edge-api/src/lib/content-usage.ts). */
      recordUse: (use: UsageEntry, alongside?: () => Promise<unknown>) => void;
    }
  }
}
