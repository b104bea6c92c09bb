import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@sparesfinder/contracts/messages';
import { requestsTo } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { ExportedOrderDownload } from './exported-order-download';

const validity = 'GET /Basket/IsExportedOrderValid';
const fileId = '3b0e8f52-7c1d-4e8a-9f2b-5d6c7e8f9a0b';

/** spec 3 §2.9: the download only when the file is valid, else 'File misses or deactivated.' */
describe('ExportedOrderDownload', () => {
  it('a malformed link is invalid without asking the server (no refused call, no console error)', async () => {
    const { api } = renderWithProviders(<ExportedOrderDownload fileId="bad" />, { api: { [validity]: { isValid: true, orderCount: 1, expiresAt: '2026-12-01T10:00:00Z' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.exportedOrder.invalid);
    expect(requestsTo(api, validity)).toHaveLength(0);
  });

  it('a well-formed link is checked, and a valid file offers its downloads', async () => {
    const { api } = renderWithProviders(<ExportedOrderDownload fileId={fileId} />, { api: { [validity]: { isValid: true, orderCount: 2, expiresAt: '2026-12-01T10:00:00Z' } } });
    expect(await screen.findByRole('link', { name: 'Download invoices (zip)' })).toHaveAttribute('href', expect.stringContaining(fileId));
    expect(requestsTo(api, validity)).toHaveLength(1);
  });

  it('a file the server says is gone shows the spec text', async () => {
    renderWithProviders(<ExportedOrderDownload fileId={fileId} />, { api: { [validity]: { isValid: false, expiresAt: null, orderCount: null } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.exportedOrder.invalid);
  });
});
