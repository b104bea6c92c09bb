import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { mockApi, reply } from '../../../test-utils/mock-api';
import { createTestQueryClient } from '../../../test-utils/render';
import { useFeatureFlag, useFeatures } from './get-features';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;

describe('feature flags', () => {
  it('reads one flag from GET /Features/GetFeatures, by name and ignoring case', async () => {
    mockApi({
      'GET /Features/GetFeatures': [
        { name: 'togglealtproducts', isEnabled: true },
        { name: 'Export-Bulk-Invoices', isEnabled: false },
      ],
    });
    const { result } = renderHook(
      () => ({ alternatives: useFeatureFlag('togglealtproducts'), exportBulk: useFeatureFlag('export-bulk-invoices'), ai: useFeatureFlag('ai-search') }),
      { wrapper },
    );
    expect(result.current).toEqual({ alternatives: false, exportBulk: false, ai: false });
    await waitFor(() => expect(result.current.alternatives).toBe(true));
    expect(result.current).toEqual({ alternatives: true, exportBulk: false, ai: false });
  });

  it('treats every flag as off when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi({ 'GET /Features/GetFeatures': reply(500, { statusCode: 500, code: 'internal', message: 'x' }) });
    const { result } = renderHook(() => useFeatures(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.features.size).toBe(0);
    expect(api.requests).toHaveLength(1);
  });
});
