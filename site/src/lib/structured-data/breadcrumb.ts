// Where a page sits, for search engines (schema.org BreadcrumbList), made from the steps the visible breadcrumb
// shows (components/Breadcrumb.astro): home, the steps that are pages (a menu's heading is none, so it is left
// out), and the page itself.
import type { BreadcrumbList } from 'schema-dts';
import { translator } from '#core/i18n/translate.ts';
import { paths } from '../routes.ts';
import { idOf, type PageContext } from './page.ts';

/** A step as the visible breadcrumb has it: its label, and its address in the page's language when it is a page. */
export type BreadcrumbStep = { label: string; href?: string | undefined };

export function breadcrumbList(page: PageContext, steps: readonly BreadcrumbStep[], current: string): BreadcrumbList {
  const pages = [
    { name: translator(page.lang)('nav.home'), item: page.href(paths.home) },
    ...steps.flatMap((step) => (step.href ? [{ name: step.label, item: new URL(step.href, page.url).href }] : [])),
    { name: current, item: page.url },
  ];
  return {
    '@type': 'BreadcrumbList',
    '@id': idOf(page.url, 'breadcrumb'),
    itemListElement: pages.map((step, at) => ({ '@type': 'ListItem', position: at + 1, name: step.name, item: step.item })),
  };
}
