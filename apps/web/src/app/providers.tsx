import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createQueryClient } from '../lib/query-client';
import { ConfiguredAnalytics } from './configured-analytics';
import { theme } from './theme';

/** `queryClient`: one already holding what the server rendered the page from (entry-server.tsx, main.tsx). */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ConfiguredAnalytics>{children}</ConfiguredAnalytics>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
