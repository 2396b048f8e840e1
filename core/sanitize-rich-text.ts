import sanitizeHtml from 'sanitize-html';
import { allowedPlayerPermissions, isAllowedIframeSrc, NEW_WINDOW_REL, richTextAttributes, richTextIframeHosts, richTextLinkSchemes, richTextTags } from './rich-text.ts';
import { cleanText } from './text-safety.ts';

// The server's sanitiser (DESIGN.md §3): used when a text is saved and when a page renders one.

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
