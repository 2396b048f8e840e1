// The browser's sanitiser (DESIGN.md §3): DOMPurify configured from the one allow-list in
// core/rich-text.ts, the twin of edge-api/src/lib/rich-text.ts on the server. Every HTML an island shows
// (an editor's initial content, a preview) passes through it, even when the server sanitised it before.
// DOMPurify needs a real DOM, so this module runs in the browser only (imported by the authoring islands).
import DOMPurify from 'dompurify';
import { allowedPlayerPermissions, isAllowedIframeSrc, NEW_WINDOW_REL, richTextAttributes, richTextLinkSchemes, richTextTags } from '#core/rich-text.ts';

const allowedAttributes = [...new Set(Object.values(richTextAttributes).flat())];
/** Attributes are allowed per tag in core/rich-text.ts; DOMPurify's list is global, so each is checked again below. */
const attributesOf = new Map(Object.entries(richTextAttributes).map(([tag, names]) => [tag.toUpperCase(), new Set(names)]));
const schemePattern = new RegExp(`^(?:${richTextLinkSchemes.join('|')}):`, 'i');

let purifier: ReturnType<typeof DOMPurify> | null = null;

function configured(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    // an attribute another tag may carry (href on <p>, src on <a>) is dropped here
    if (!attributesOf.get(node.nodeName)?.has(data.attrName)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      // relative links and fragments are the portal's own; any other scheme must be in the list
      if (href !== null && /^[a-z][a-z0-9+.-]*:/i.test(href.trim()) && !schemePattern.test(href.trim())) node.removeAttribute('href');
      const target = node.getAttribute('target');
      if (target === '_blank') node.setAttribute('rel', NEW_WINDOW_REL);
      else if (target !== null) node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/** The allowed part of an HTML text, as a string (for the editor and previews). */
export function sanitizeInBrowser(html: string): string {
  const fragment = configured().sanitize(html, {
    ALLOWED_TAGS: [...richTextTags],
    ALLOWED_ATTR: allowedAttributes,
    // DOMPurify's own safe data-* and ARIA attributes are not part of our allow-list
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // style, svg and math are forbidden outright (DESIGN.md §5), their text included
    FORBID_TAGS: ['style', 'svg', 'math', 'script', 'template', 'noscript'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target', 'allowfullscreen', 'frameborder', 'scrolling'],
    ADD_TAGS: ['iframe'],
    RETURN_DOM_FRAGMENT: true,
  });
  // only the players of core/rich-text.ts may be embedded; removed after the walk, not during it
  for (const frame of fragment.querySelectorAll('iframe')) {
    if (!isAllowedIframeSrc(frame.getAttribute('src') ?? '')) {
      frame.remove();
      continue;
    }
    const allow = allowedPlayerPermissions(frame.getAttribute('allow') ?? '');
    if (allow) frame.setAttribute('allow', allow);
    else frame.removeAttribute('allow');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
