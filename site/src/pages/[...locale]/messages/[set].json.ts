// A message set in one language (lib/message-sets.ts, decision 065), pre-rendered as a static file: a page's script
// fetches it when it needs its words, and the browser keeps it from page to page.
import type { APIRoute, GetStaticPaths } from 'astro';
import { pickMessages } from '#core/i18n/translate.ts';
import { localeStaticPaths } from '../../../lib/locale-paths.ts';
import { isMessageSetName, messageSets } from '../../../lib/message-sets.ts';
import { langFromLocaleParam, notFound } from '../../../lib/page-lang.ts';

export const prerender = true;

export const getStaticPaths = (() =>
  localeStaticPaths().flatMap(({ params }) => Object.keys(messageSets).map((set) => ({ params: { ...params, set } })))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const lang = langFromLocaleParam(params.locale);
  const set = params.set ?? '';
  if (!lang || !isMessageSetName(set)) return notFound();
  return new Response(JSON.stringify(pickMessages(lang, messageSets[set])), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
