import { Hono } from 'hono';
import { generateSpecs, openAPIRouteHandler } from 'hono-openapi';
import { html, raw } from 'hono/html';
import type { AppEnv } from '../../types.ts';

const documentation = {
  info: {
    title: 'Analytics Portal API',
    version: '1.0.0',
    description:
      'Every answer is the envelope { success, message, data, code, status }. Messages follow Accept-Language (ko by default, or en); dates shown as dates follow Timezone-Offset (minutes, as getTimezoneOffset gives them).',
  },
  servers: [{ url: '/', description: 'This portal' }],
};

type Operation = { summary?: string; parameters?: { name: string; in: string; required?: boolean }[]; responses?: Record<string, { description?: string }> };

/** The OpenAPI document, generated from the routes, and a server-rendered reference page. */
export function docsRoutes(api: Hono<AppEnv>) {
  return new Hono<AppEnv>().get('/openapi.json', openAPIRouteHandler(api, { documentation, exclude: ['/openapi.json', '/docs'] })).get('/docs', async (c) => {
    const specs = await generateSpecs(api, { documentation, exclude: ['/openapi.json', '/docs'] });
    const t = c.var.t;
    const operations = Object.entries(specs.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ path: `/api${path}`, method, op })),
    );
    const page = html`<!doctype html>
      <html lang="${c.var.lang}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${t('apiDocs.title')}</title>
          <style>
            body {
              font:
                16px/1.5 system-ui,
                sans-serif;
              margin: 0 auto;
              max-width: 60rem;
              padding: 1rem;
              color: #1a1a1a;
            }
            code {
              background: #f2f2f2;
              padding: 0 0.25rem;
              border-radius: 3px;
            }
            section {
              border-top: 1px solid #ccc;
              padding: 0.5rem 0;
            }
            .method {
              font-weight: 700;
              text-transform: uppercase;
            }
          </style>
        </head>
        <body>
          <main>
            <h1>${t('apiDocs.title')}</h1>
            <p>${t('apiDocs.lead')}</p>
            <p><a href="/api/openapi.json">${t('apiDocs.download')}</a></p>
            ${operations.map(
              ({ path, method, op }) =>
                html`<section>
                  <h2><span class="method">${method}</span> <code>${path}</code></h2>
                  <p>${op.summary ?? ''}</p>
                  ${
                    op.parameters?.length
                      ? html`<h3>${t('apiDocs.parameters')}</h3>
                          <ul>
                            ${op.parameters.map((p) => html`<li><code>${p.name}</code> (${p.in}${p.required ? raw(', ') : ''}${p.required ? t('apiDocs.required') : ''})</li>`)}
                          </ul>`
                      : ''
                  }
                  <h3>${t('apiDocs.responses')}</h3>
                  <ul>
                    ${Object.entries(op.responses ?? {}).map(([status, r]) => html`<li><code>${status}</code> ${r.description ?? ''}</li>`)}
                  </ul>
                </section>`,
            )}
          </main>
        </body>
      </html>`;
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    return c.html(page);
  });
}
