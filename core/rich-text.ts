// The one allow-list of rich text (portal spec §5, DESIGN.md §3): what model, story and policy texts
// may contain. The server applies it with sanitize-html when a text is saved and again when a page
// renders it (edge-api/src/lib/rich-text.ts); the browser applies it with DOMPurify before it shows HTML
// it received (site/src/islands/lib/sanitize-browser.ts). The spec allows anchors (target, rel, href)
// and embedded iframes (allow, allowfullscreen, frameborder, scrolling); DESIGN.md §5 also forbids
// style, svg and math, so no tag below takes a style attribute.

export const richTextTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'mark',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'iframe',
] as const;

export const richTextAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'title'],
  iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'scrolling'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Link schemes a text may use; everything else (javascript:, data:, vbscript:) is dropped. */
export const richTextLinkSchemes = ['http', 'https', 'ftp', 'mailto'] as const;

/** Only video players may be embedded; the pages' Content-Security-Policy allows the same hosts. */
export const richTextIframeHosts = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'] as const;

/**
 * What an embedded player may be allowed (its iframe's `allow`): the features the players' own embed
 * codes ask for. Anything else a text asks for (camera, microphone…) is dropped, and the pages'
 * Permissions-Policy turns the powerful features off for every frame (edge-api/src/lib/security-headers.ts).
 */
export const playerPermissions = [
  'autoplay',
  'fullscreen',
  'picture-in-picture',
  'encrypted-media',
  'clipboard-write',
  'accelerometer',
  'gyroscope',
  'web-share',
] as const;

/** An iframe's `allow` reduced to the player permissions (`camera; autoplay` → `autoplay`); '' when none is left. */
export function allowedPlayerPermissions(allow: string): string {
  const kept = allow
    .split(';')
    .map((entry) => entry.trim().split(/\s+/)[0]?.toLowerCase() ?? '')
    .filter((feature): feature is (typeof playerPermissions)[number] => (playerPermissions as readonly string[]).includes(feature));
  return [...new Set(kept)].join('; ');
}

/** Whether an iframe's src is an https address of an allowed player. */
export function isAllowedIframeSrc(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && (richTextIframeHosts as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

/** Links that open a new window must not hand the portal's window to the page they open. */
export const NEW_WINDOW_REL = 'noopener noreferrer';
