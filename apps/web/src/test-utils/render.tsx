import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../app/theme';
import { createQueryClient } from '../lib/query-client';
import { routes } from '../app/router';
import { mockApi, type MockRoutes } from './mock-api';
import { shellRoutes } from './fixtures';

/** The app's client (with its failure logging), minus retries so failures show at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false }, mutations: { retry: false } });
  return client;
}

function renderRouter(routeObjects: RouteObject[], path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}

/** One component inside the providers and a router (at `path`), with the API mocked. */
export function renderWithProviders(ui: ReactElement, { path = '/', api = {} }: { path?: string; api?: MockRoutes } = {}) {
  const mock = mockApi(api);
  return { ...renderRouter([{ path: '*', element: ui }], path), api: mock };
}

/** The whole app (shell, session gate, lazy pages) at `path`, with the shell's calls answered. */
export function renderApp(path = '/', api: MockRoutes = {}) {
  const mock = mockApi(shellRoutes(api));
  return { ...renderRouter(routes, path), api: mock };
}
