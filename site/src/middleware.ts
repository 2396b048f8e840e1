// Every rendered page leaves with its Content-Security-Policy narrowed to the inline blocks it holds
// (lib/page-policy.ts): Astro names the whole site's, about 4 KB of header on every page.
import { defineMiddleware } from 'astro:middleware';
import { narrowPolicy } from './lib/page-policy.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  const policy = response.headers.get('content-security-policy');
  if (!policy || !response.headers.get('content-type')?.startsWith('text/html') || !response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', await narrowPolicy(policy, html));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
