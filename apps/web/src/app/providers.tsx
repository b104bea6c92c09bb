import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createQueryClient } from '../lib/query-client';
import { ConfiguredAnalytics } from './configured-analytics';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ConfiguredAnalytics>{children}</ConfiguredAnalytics>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
