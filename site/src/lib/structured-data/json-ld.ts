// A page's JSON-LD as the text of its <script type="application/ld+json"> (components/StructuredData.astro):
// one document with the schema.org context and the page's nodes. Text of members and authors goes into it
// (titles, comments), so nothing in it may end the script: `<`, `>` and `&` are written as JSON escapes, which
// JSON readers take back as the same characters, and so are the line and paragraph separators.
import type { Thing } from 'schema-dts';

const escapes: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export function jsonLdText(graph: readonly Thing[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/[<>&\u2028\u2029]/g, (char) => escapes[char] ?? char);
}
