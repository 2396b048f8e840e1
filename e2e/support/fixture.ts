// The one `test` and `expect` of every browser story: it watches every page a test opens (its own, the new
// pages of its context, and the pages of every context it creates) and fails the test on any page error or
// console error. A story that provokes an error answer on purpose (a refused call, a page not found) says so
// in the test itself (`pageErrors.expectErrorResponse(403, '/api/…')`): the browser logs every 4xx it loads
// as "Failed to load resource", and that one line, at that one address, is all the declaration lets through.
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect };

/** A page error or console error, with the address that logged it. */
interface Failure {
  text: string;
  url: string;
}

/** An error answer the test provokes on purpose: its status and the path of the address it came from. */
interface Refusal {
  status: number;
  path: string;
  seen: number;
  /** Whether the test fails when it never comes. */
  required: boolean;
}

export interface PageErrors {
  /**
   * This test provokes an answer with `status` (a refused call, a page not found) from an address whose path
   * starts with `path`: the browser's "Failed to load resource" line for it is expected, and must appear.
   */
  expectErrorResponse(status: number, path: string): void;
  /**
   * As expectErrorResponse, for an answer that may not come: a call that races the navigation the refusal
   * itself starts (the header's session check on a page that is being left).
   */
  allowErrorResponse(status: number, path: string): void;
  /** The page errors and console errors so far that no `expectErrorResponse` declared. */
  unexpected(): string[];
}

const refusedLine = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

/** Whether a failure is one of the declared refusals (and counts it as seen). */
function declared(failure: Failure, refusals: Refusal[]): boolean {
  const status = refusedLine.exec(failure.text)?.[1];
  if (!status) return false;
  const path = URL.canParse(failure.url) ? new URL(failure.url).pathname : failure.url;
  const refusal = refusals.find((each) => each.status === Number(status) && path.toLowerCase().startsWith(each.path.toLowerCase()));
  if (refusal) refusal.seen += 1;
  return Boolean(refusal);
}

/** An error of a wait that the page's own navigation ended (a click that leaves the page, a redirect). */
const leftPage = /context was destroyed|navigat|has been closed/i;

/**
 * Returns once the page's after-paint scripts have run and its own islands have hydrated: what `goto` waits
 * for, for a page reached by a click (a link, a form that leaves the page), where the test acts on its scripts.
 */
export async function afterPaintRan(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => {
      const mark = document.documentElement.dataset.afterPaint;
      return mark === undefined || (mark === 'ran' && !document.querySelector('astro-island[ssr]:is([client="load"], [client="idle"])'));
    });
  } catch (error) {
    if (!(error instanceof Error && leftPage.test(error.message))) throw error;
  }
}

/**
 * Makes `goto` and `reload` return once the page's after-paint scripts have run (decision 061): a reader acts
 * on a page a moment after it shows, a test at once, and the menus and buttons start only after the first paint.
 * The starter, a module script run before the page's DOMContentLoaded, marks `<html data-after-paint>`
 * "waiting", then "ran": a page without the mark once loaded has no starter (the console, a bare page) or
 * runs no script (a test without JavaScript). They also wait for the islands that hydrate on their own, at once
 * or once the page is idle (Astro removes an island's `ssr` when it has hydrated); one hydrated when seen may wait.
 */
function waitForAfterPaint(page: Page) {
  const started = () => afterPaintRan(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
}

/** Collects every page error and console error of a context's pages, present and future; their navigations wait for the after-paint scripts. */
function watch(context: BrowserContext, failures: Failure[]) {
  for (const page of context.pages()) waitForAfterPaint(page);
  context.on('page', waitForAfterPaint);
  context.on('weberror', (error) => failures.push({ text: error.error().message, url: error.page()?.url() ?? '' }));
  context.on('console', (message) => {
    if (message.type() === 'error') failures.push({ text: message.text(), url: message.location().url });
  });
}

/** Makes the contexts a test creates itself (`browser.newContext()`, `browser.newPage()`) watched too, until it ends. */
function watchNewContexts(browser: Browser, failures: Failure[]): () => void {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watch(context, failures);
    return context;
  };
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watch(page.context(), failures);
    return page;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}

export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ browser, context }, use) => {
      const failures: Failure[] = [];
      const refusals: Refusal[] = [];
      watch(context, failures);
      const restore = watchNewContexts(browser, failures);
      const unexpected = () => failures.filter((failure) => !declared(failure, refusals)).map((failure) => `${failure.text} ${failure.url}`);
      await use({
        expectErrorResponse: (status, path) => void refusals.push({ status, path, seen: 0, required: true }),
        allowErrorResponse: (status, path) => void refusals.push({ status, path, seen: 0, required: false }),
        unexpected,
      });
      restore();
      for (const refusal of refusals) refusal.seen = 0;
      expect(unexpected(), 'no page error or console error').toEqual([]);
      const missing = refusals.filter((refusal) => refusal.required && refusal.seen === 0).map((refusal) => `${refusal.status} at ${refusal.path}`);
      expect(missing, 'every refusal the test declared happened').toEqual([]);
    },
    { auto: true },
  ],
});
