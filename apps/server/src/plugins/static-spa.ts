import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appContentSecurityPolicy } from './content-security-policy';
import { acceptsHtml, appShellFor } from './public-paths';
import { compressedForRequest, loadPageRenderer, renderForRequest } from './server-render';
import type { RenderPage } from '@sparesfinder/contracts/server-render';
import { createRenderAdmission, defaultRenderLimits, type RenderAdmissionLimits } from './render-admission';

/**
 * Serves the built SPA: real files from dist/, index.html for the app's page routes (history fallback) and, with
 * status 404, for a browser's navigation to an unknown path (the app then shows its not-found page). API calls to
 * unknown paths fall through to the JSON 404 handler. A signed-in visit to a page the web app renders on the server
 * (decision 019) gets index.html with that page's first paint in it (server-render.ts).
 *
 * `renderPage`: the render entry; by default loaded from `ssrDir` (the web build's dist-ssr), none when absent.
 * `renderLimits`: when a render may be spent (render-admission.ts); a page not rendered then is sent plain.
 */
export async function registerStaticSpa(app: FastifyInstance, distDir: string, options: { ssrDir?: string; renderPage?: RenderPage | null; renderLimits?: RenderAdmissionLimits } = {}) {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` (API still served)');
    return;
  }
  // preCompressed: the build writes .br and .gz beside each text file (apps/web/precompress.ts); which one is sent
  // depends on Accept-Encoding, so caches are told so (@fastify/static does not add the Vary header itself).
  const compressed = { preCompressed: true, setHeaders: (response: { setHeader(name: string, value: string): unknown }) => response.setHeader('vary', 'Accept-Encoding') };
  // Root-level files only (favicon …): the hashed assets below get their own registration and year-long caching,
  // which the root's exact routes for them would otherwise shadow with its one hour.
  await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: false, globIgnore: ['assets/**'], index: false, maxAge: '1h', ...compressed });
  await app.register(fastifyStatic, {
    root: `${distDir}/assets`,
    prefix: '/assets/',
    // Source maps are built ('hidden': no reference in the bundles) for error reports, never served.
    allowedPath: (pathName: string) => !pathName.endsWith('.map'),
    decorateReply: false,
    ...compressed,
    immutable: true,
    maxAge: '365d',
  });
  const renderPage = options.renderPage === undefined ? await loadPageRenderer(app, options.ssrDir ?? `${distDir}-ssr`) : (options.renderPage ?? undefined);
  const admission = renderPage && createRenderAdmission(options.renderLimits ?? defaultRenderLimits);
  if (admission) app.addHook('onClose', async () => admission.close());
  app.addHook('onRequest', async (request, reply) => {
    const status = appShellFor(request.method, request.url, !request.is404, acceptsHtml(request.headers.accept));
    if (status === null) return;
    const rendered =
      status === 200 && request.method === 'GET' && renderPage && admission
        ? await renderForRequest(app, { renderPage, admission }, request, () => readFile(join(distDir, 'index.html'), 'utf8'))
        : undefined;
    if (rendered !== undefined) {
      // The markup carries this user's details: never kept by a shared cache, and another cookie is another page.
      const page = await compressedForRequest(rendered, request.headers['accept-encoding']);
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply
        .status(200)
        .header('cache-control', 'no-store')
        .header('vary', 'Cookie, Accept-Encoding')
        .header('content-security-policy', appContentSecurityPolicy)
        .type('text/html; charset=utf-8')
        .send(page.body);
    }
    // Sent directly, not through @fastify/static: with preCompressed on, its fallback for a file without compressed
    // copies puts the root's one-hour max-age back, which would let a browser keep an index.html naming assets a
    // newer build has replaced. Read on every visit (600 bytes), so a rebuilt app is served at once.
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', appContentSecurityPolicy)
      .type('text/html; charset=utf-8')
      .send(await readFile(join(distDir, 'index.html')));
  });
}
