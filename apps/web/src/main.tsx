import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';
import { seedFromServerRender } from './lib/server-render-state';

const root = document.getElementById('root')!;
const queryClient = createQueryClient();

if (root.hasChildNodes() && seedFromServerRender(document, queryClient)) {
  // The server rendered this page (decision 019): started from the answers it rendered it from, the first render
  // here is the same tree, so it is hydrated in place instead of painted again. In a transition, React hydrates in
  // slices and yields to the browser between them (the page is already on screen), rather than in one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
      // A mismatch is recovered from by rendering afresh in the browser; said in the console so tests and error
      // reports see it (e2e server-render.spec.ts fails on it).
      { onRecoverableError: (error) => console.error('SparesFinder: server-rendered page did not hydrate cleanly', error) },
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
