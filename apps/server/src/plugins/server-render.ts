import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { cookieNames, csrfHeaderName } from '@sparesfinder/contracts/routes';
import { serverRenderReadPosts, serverRenderStateElementId, type RenderPage, type ServerRenderedPage } from '@sparesfinder/contracts/server-render';
import type { RenderAdmission } from './render-admission';

/**
 * The server-rendered first paint (decision 019). The web build writes its render entry to `dist-ssr`
 * (apps/web/src/entry-server.tsx); without it every page is the plain index.html, rendered by the browser.
 */
export async function loadPageRenderer(app: FastifyInstance, ssrDir: string): Promise<RenderPage | undefined> {
  const entry = join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.info({ ssrDir }, 'no server render entry; pages are rendered by the browser');
    return undefined;
  }
  try {
    const module = (await import(pathToFileURL(entry).href)) as { renderPage?: RenderPage };
    if (typeof module.renderPage !== 'function') throw new Error('the entry exports no renderPage');
    return module.renderPage;
  } catch (error) {
    // A broken build must not keep the shop down: every page is then sent plain, for the browser to render.
    app.log.error({ err: error, entry }, 'server render entry failed to load; pages are rendered by the browser');
    return undefined;
  }
}

/**
 * index.html with this request's page rendered into it, or undefined: no session cookie, no render slot free
 * (render-admission.ts), a page not rendered on the server, a visitor who is not a signed-in shop user, or a render
 * that failed (logged; the browser renders it as before). The render reads the session and user details through this server's own routes with the visitor's
 * cookie, so it sees exactly what the browser would have been answered.
 */
export async function renderForRequest(
  app: FastifyInstance,
  { renderPage, admission }: { renderPage: RenderPage; admission: Pick<RenderAdmission, 'tryEnter'> },
  request: FastifyRequest,
  indexHtml: () => Promise<string>,
): Promise<string | undefined> {
  const cookie = request.headers.cookie;
  // A visitor without a session gets the sign-in redirect from the app, so no render slot is spent on them.
  if (!cookie?.includes(`${cookieNames.session}=`)) return undefined;
  const release = admission.tryEnter();
  if (!release) return undefined;
  try {
    const page = await renderPage({
      url: request.url,
      readJson: async (path, body) => {
        const headers = { cookie, accept: 'application/json' };
        const response =
          body === undefined
            ? await app.inject({ method: 'GET', url: path, headers })
            : await app.inject({
                method: 'POST',
                url: readPostPath(path),
                headers: { ...headers, 'content-type': 'application/json', [csrfHeaderName]: request.cookies[cookieNames.csrf] ?? '' },
                payload: JSON.stringify(body),
              });
        return response.statusCode === 200 ? response.json() : undefined;
      },
    });
    return page && withRenderedPage(await indexHtml(), page);
  } catch (error) {
    request.log.warn({ err: error, url: request.url }, 'server render failed; sending the page unrendered');
    return undefined;
  } finally {
    release();
  }
}

/**
 * A POST a render may make: only the reads the spec sends as POSTs. The render posts with the visitor's own
 * double-submit token, which it could otherwise use for anything: so a render is never able to change state.
 */
function readPostPath(path: string): string {
  if (!serverRenderReadPosts.has(path.split('?')[0]!.toLowerCase())) throw new Error(`a server render may not POST ${path}`);
  return path;
}

/** index.html with the rendered markup in `<div id="root">` and the query cache beside it as a JSON data block. */
export function withRenderedPage(indexHtml: string, page: ServerRenderedPage): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty <div id="root">');
  const state = `<script type="application/json" id="${serverRenderStateElementId}">${scriptSafeJson(page.state)}</script>`;
  return indexHtml.replace(root, () => `<div id="root">${page.html}</div>${state}`);
}

/** JSON that cannot end its `<script>` element or open another (`</script>`, `<!--`), nor break a line in old parsers. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A rendered page is 40-80 kB of markup, made per request: compressed as it is sent (the static assets have their
 * copies made at build time). Brotli at a low quality costs about a millisecond here and still takes most of it.
 */
export async function compressedForRequest(body: string, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return { body: await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: await gzipped(body, { level: 6 }), encoding: 'gzip' };
  return { body: Buffer.from(body) };
}
