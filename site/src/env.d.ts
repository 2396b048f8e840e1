/// <reference types="astro/client" />
import type { AppDeps } from '#api/types.ts';

declare global {
  namespace App {
    interface Locals {
      /** The runtime's database, storage and logger, set by the front door (site/src/fetch.ts). */
      deps: AppDeps;
    }
  }
}
