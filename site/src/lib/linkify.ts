// Plain text cut into text and web links, so a page can render the links as anchors without ever
// treating the text as HTML (the development mail page: activation and reset links in mail bodies).
export type TextPart = { text: string; href?: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    // a sentence's closing punctuation is not part of the link
    const href = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
