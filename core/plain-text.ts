import sanitizeHtml from 'sanitize-html';

// A model's benefit is a one-line summary shown as text (cards, the detail page's lead, the page
// description), so a save stores it as text even when the form's editor sends HTML.

const blockEnd = /<\/(?:p|h[1-6]|li|blockquote|pre|tr|div)>|<br\s*\/?>/gi;
const escapes: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The visible text of an HTML fragment, blocks separated by a space; pages escape it when they show it. */
export function richTextToPlainText(html: string): string {
  const text = sanitizeHtml(html.replace(blockEnd, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'template', 'iframe'],
  });
  // sanitize-html escapes the text it keeps; the result is text, so those escapes are undone once
  return text.replace(/&(?:amp|lt|gt|quot);/g, (entity) => escapes[entity] ?? entity).replace(/\s+/g, ' ').trim();
}

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
