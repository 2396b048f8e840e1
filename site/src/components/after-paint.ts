// The starter of the scripts that wait for the page's first full paint (AfterPaint.astro, decision 061), run
// from BaseLayout's inline script. On a slow phone a script found in the HTML is fetched beside the page's
// first picture and, once any script is met, the browser sets up the page's JavaScript context before its
// first paint; started after that paint, the menus and buttons come a moment later, and the page shows
// sooner.

/** A page hidden before its first paint reports none: its scripts start this long after its load event. */
export const AFTER_LOAD_FALLBACK_MS = 1000;

/** Puts a live copy of each waiting template's content in its place, where its scripts run; then says they ran. */
function startWaiting(): void {
  const files: Promise<unknown>[] = [];
  for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-after-paint]')) {
    // a script copied for this document runs once inserted; the template's own copy never would
    const copy = document.importNode(template.content, true);
    for (const script of copy.querySelectorAll<HTMLScriptElement>('script[src]')) files.push(new Promise((done) => (script.onload = script.onerror = done)));
    template.replaceWith(copy);
  }
  // `<html data-after-paint>`: "waiting", then "ran" once every copied file has run (or failed to load)
  void Promise.all(files).then(() => (document.documentElement.dataset.afterPaint = 'ran'));
}

/** Settles at the page's first contentful paint, or after its load event where no paint is reported. */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    }
    // a browser without Paint Timing resolves at the load event; a tab opened in the background reports no paint
    const afterLoad = () => setTimeout(resolve, observer ? AFTER_LOAD_FALLBACK_MS : 0);
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  });
}

/**
 * Starts the waiting scripts once the page is drawn in full: this script runs when the page is parsed, then
 * its first paint, its fonts (text in a face still loading is drawn when it is there), and one frame more,
 * which draws what the parser added after the first paint.
 */
export function startAfterPaint(): void {
  document.documentElement.dataset.afterPaint = 'waiting';
  void Promise.all([firstPaint(), document.fonts.ready]).then(() => requestAnimationFrame(() => requestAnimationFrame(startWaiting)));
}
