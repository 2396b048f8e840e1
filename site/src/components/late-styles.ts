// The styles of a part that only its script shows (the notice strip, the notification bell, the back-to-top
// button): they come inside that script, which the page fetches after its first paint, and are added to the
// page before the script shows anything (decision 064). Every page's own CSS then leaves them out, and the page
// fits the first round trip of its connection sooner. A constructed stylesheet, not a <style> element: the
// pages' Content-Security-Policy allows only the inline styles it names by hash.

const adopted = new Set<string>();

/** Adds `css` (a `?inline` import of the part's stylesheet) to the page once. */
export function adoptStyles(css: string): void {
  if (adopted.has(css)) return;
  adopted.add(css);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
