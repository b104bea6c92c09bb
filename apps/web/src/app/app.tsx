import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createAppRouter, preloadPageOf } from './router';

/** `queryClient`: given when the server rendered the page, holding what it rendered it from (main.tsx). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createAppRouter);
  // After the first commit: the session gate's requests (started by its own effects, which run first) go out
  // before the page's chunks, so the page downloads while the session is checked, not ahead of it.
  useEffect(() => {
    void Promise.all(preloadPageOf(router.state.location.pathname)).catch(() => {
      /* a failed preload is retried by React.lazy when the page renders, which shows the error */
    });
  }, [router]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
