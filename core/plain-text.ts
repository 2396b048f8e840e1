// Plain text as rich text: what the seed's demo texts and older plain-text rows become (no HTML parsing
// here: core runs in the browser too; reading HTML is the server's, edge-api/src/lib/rich-text.ts).
const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A plain text whose paragraphs are separated by blank lines, as rich text: one escaped <p> per paragraph. */
export function paragraphsToRichText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.replace(/[&<>"']/g, (ch) => htmlEscapes[ch] ?? ch)}</p>`)
    .join('');
}
