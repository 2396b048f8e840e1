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

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

const characterOf = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ');

/**
 * The words of stored rich text (already sanitised, core/rich-text.ts) as plain text, for the search index
 * and its snippets: tags out (a block's end is a space), entities decoded. Never rendered as HTML.
 */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*|#39);/gi, (whole, name: string) => {
      if (name.startsWith('#') && name !== '#39') return characterOf(/^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
