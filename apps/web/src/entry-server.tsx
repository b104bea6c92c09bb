import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import type { RenderPage } from '@sparesfinder/contracts/server-render';
import { AuthenticateResponse } from '@sparesfinder/contracts/auth';
import { UserDetails } from '@sparesfinder/contracts/account';
import { canUseShop } from '@sparesfinder/domain/roles';
import { createQueryClient } from './lib/query-client';
import { serverRenderStateOf } from './lib/server-render-state';
import { authenticateQueryOptions } from './features/session/api/get-authenticate';
import { userDetailsQueryOptions } from './features/session/api/get-user-details';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { readShell } from './app/layout/read-shell';
import { serverRenderedPage } from './app/server-rendered-pages';

/**
 * Renders a signed-in page's first paint on the server (decision 019): the shell and the page as the browser would
 * render them once the session is known. Undefined when the page is not one rendered here or the visitor is not a
 * signed-in shop user (the browser then renders it, and sends anybody else to sign in, as before).
 */
export const renderPage: RenderPage = async ({ url, readJson }) => {
  const address = new URL(url, 'http://sparesfinder.invalid');
  const readPage = serverRenderedPage(address.pathname);
  if (!readPage) return undefined;
  const [authenticate, user] = await Promise.all([readJson(apiRoutes.account.authenticate), readJson(apiRoutes.account.userDetails)]);
  const session = AuthenticateResponse.safeParse(authenticate);
  const details = UserDetails.safeParse(user);
  if (!session.success || !session.data.isAuthenticated || !details.success || !canUseShop(details.data.roleName)) return undefined;

  const queryClient = createQueryClient();
  queryClient.setQueryData(authenticateQueryOptions.queryKey, session.data);
  queryClient.setQueryData(userDetailsQueryOptions.queryKey, details.data);
  const reads = { address, readJson, queryClient };
  await Promise.all([readShell(reads, details.data), readPage(reads)]);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={createCache({ key: 'css' })}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // The whole page inline: a larger boundary would otherwise be revealed by an inline script, which the content
    // security policy (script-src 'self') blocks, and hydration would fail (React error 419).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), state: serverRenderStateOf(queryClient) };
};
