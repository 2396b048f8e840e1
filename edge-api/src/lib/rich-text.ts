import sanitizeHtml from 'sanitize-html';
import {
  allowedPlayerPermissions,
  isAllowedIframeSrc,
  NEW_WINDOW_REL,
  richTextAttributes,
  richTextIframeHosts,
  richTextLinkSchemes,
  richTextTags,
} from '#core/rich-text.ts';
import { cleanText } from '#core/text-safety.ts';

// The server's side of the rich-text pair (DESIGN.md §3): sanitize-html configured from the one allow-list
// of core/rich-text.ts, used when a text is saved and when a page renders one; the browser's side is
// site/src/islands/lib/sanitize-browser.ts. And the visible text of a rich text, for cards and descriptions.

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: Object.fromEntries(Object.entries(richTextAttributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...richTextLinkSchemes],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...richTextIframeHosts],
  disallowedTagsMode: 'discard',
  // the text of a removed <script> or <style> must not survive as visible text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'template'],
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedIframeSrc(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const opensWindow = attribs.target === '_blank';
      const next: Record<string, string> = { ...attribs };
      if (attribs.target && !opensWindow) delete next.target;
      if (opensWindow) next.rel = NEW_WINDOW_REL;
      return { tagName, attribs: next };
    },
    iframe: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs };
      const allow = allowedPlayerPermissions(attribs.allow ?? '');
      if (allow) next.allow = allow;
      else delete next.allow;
      return { tagName, attribs: next };
    },
  },
};

/** The allowed part of an HTML text: what is stored, and what a page may render. */
export function sanitizeRichText(html: string): string {
  // in NFC, without invisible control and text-direction characters (core/text-safety.ts), like every stored text
  return sanitizeHtml(cleanText(html), options);
}

/** Whether a rich text has visible content (a form's empty editor sends `<p></p>`). */
export function isBlankRichText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: ['iframe'], allowedAttributes: {} }).trim() === '';
}

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
  return text
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => escapes[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
