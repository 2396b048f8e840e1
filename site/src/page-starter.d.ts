// The module site/page-starter.ts's Vite plugin provides (an ambient declaration: this file imports nothing).
/** The page's starter, bundled on its own (site/page-starter.ts). */
declare module 'virtual:page-starter' {
  /** The minified script. */
  export const code: string;
  /** Its Content-Security-Policy hash source (`sha256-…`). */
  export const hash: `sha256-${string}`;
  /** The hold on island forms (components/island-forms-starter.ts), for pages with an island. */
  export const formHoldCode: string;
  export const formHoldHash: `sha256-${string}`;
}
