// A client-rendered stand-in of any portal page, for bench/lighthouse.mjs (STAND_IN=1; issue 35 sets each
// template's largest paint against such a stand-in's). What a single-page app sends: a shell (the page's title
// and its CSS, inline as the portal's, and an empty root), a React bundle (React and ReactDOM, production, built
// here with esbuild), and then the page's content as data, which the bundle fetches and draws. The content is the
// portal's own page (its body without scripts), so both draw the same thing; everything else (pictures, files)
// comes from the portal through this server, on one origin as an app's would. Compressed with gzip like the
// portal's answers. Only for measuring: it listens on 127.0.0.1.
import { createServer } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';

const gzip = promisify(zlib.gzip);

/** The app: fetches the content of the address it was opened at and draws it with React. */
const app = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
const path = location.pathname.replace(/^\\/stand-in/, '') + location.search;
fetch('/stand-in-content' + path)
  .then((answer) => answer.text())
  .then((html) => createRoot(document.getElementById('root')).render(createElement('div', { dangerouslySetInnerHTML: { __html: html } })));
`;

async function bundle() {
  const result = await build({
    stdin: { contents: app, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].contents;
}

const pick = (html, pattern) => html.match(pattern)?.[1] ?? '';

/** The shell of the page at `html`: its language, title and CSS, an empty root and the app. */
function shellOf(html) {
  const lang = pick(html, /<html[^>]*\blang="([^"]+)"/);
  const title = pick(html, /<title>([\s\S]*?)<\/title>/);
  const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].map((match) => match[0]).join('');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${styles}<script type="module" src="/stand-in-app.js"></script></head><body><div id="root"></div></body></html>`;
}

/** The content the app draws: the page's body without its scripts and after-paint templates. */
function contentOf(html) {
  return pick(html, /<body[^>]*>([\s\S]*)<\/body>/)
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<template\b[\s\S]*?<\/template>/g, '');
}

/** Starts the stand-in of the portal at `portalUrl` on `port`; its pages are `/stand-in{path}`. */
export async function startStandIn({ port, portalUrl }) {
  const script = await bundle();
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
      const send = async (status, type, body) => {
        const bytes = Buffer.from(body);
        const zipped = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
        response.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache', ...(zipped && { 'content-encoding': 'gzip' }) });
        response.end(zipped ? await gzip(bytes) : bytes);
      };
      const page = async (path) => (await fetch(portalUrl + path, { headers: { 'accept-language': request.headers['accept-language'] ?? '' } })).text();
      if (url.pathname === '/stand-in-app.js') return await send(200, 'text/javascript; charset=utf-8', script);
      if (url.pathname.startsWith('/stand-in-content/'))
        return await send(200, 'text/html; charset=utf-8', contentOf(await page(url.pathname.slice('/stand-in-content'.length) + url.search)));
      if (url.pathname === '/stand-in' || url.pathname.startsWith('/stand-in/'))
        return await send(200, 'text/html; charset=utf-8', shellOf(await page((url.pathname.slice('/stand-in'.length) || '/') + url.search)));
      // pictures, files and anything else the content asks for: the portal's own answer
      const answer = await fetch(portalUrl + url.pathname + url.search);
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  await new Promise((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
  return { url: `http://127.0.0.1:${port}/stand-in`, stop: () => new Promise((done) => server.close(done)) };
}
