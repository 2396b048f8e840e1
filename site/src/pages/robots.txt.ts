// robots.txt: everything public may be crawled except the admin console and the API; points to the sitemap.
import type { APIRoute } from 'astro';
import { absoluteUrl, publicSite } from '../lib/urls.ts';

export const GET: APIRoute = ({ locals, site, url }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', publicSite(locals, site), url)}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
};
