/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    deps: import('../../edge-api/src/types.ts').AppDeps;
  }
}
