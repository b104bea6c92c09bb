import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils/render';
import { BannerStrip } from './banner-strip';

describe('BannerStrip', () => {
  it("shows nothing when the server says 'noshow'", async () => {
    const { api } = renderWithProviders(<BannerStrip organisationId={10} />, { api: { 'GET /GetBannerText': { bannerText: 'noshow' } } });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(new URL(api.requests[0]!.url).search).toBe('?organisationId=10');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('banner-strip')).not.toBeInTheDocument();
  });

  it('renders the HTML the server allow-listed as it was sent (user-group.test.ts holds the server to it)', async () => {
    renderWithProviders(<BannerStrip organisationId={10} />, {
      api: { 'GET /GetBannerText': { bannerText: '<strong>Free delivery</strong> this week, <a href="/products?classification=2">see offers</a>' } },
    });
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner.innerHTML).toBe('<strong>Free delivery</strong> this week, <a href="/products?classification=2">see offers</a>');
  });

  it('waits for the organisation id before asking', () => {
    const { api } = renderWithProviders(<BannerStrip organisationId={undefined} />, { api: {} });
    expect(api.requests).toHaveLength(0);
  });

  it('keeps the strip\'s place, hidden from assistive technology, until the text arrives', async () => {
    renderWithProviders(<BannerStrip organisationId={10} />, { api: { 'GET /GetBannerText': { bannerText: 'Free delivery' } } });
    expect(screen.getByTestId('banner-strip-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent('Free delivery');
    expect(screen.queryByTestId('banner-strip-placeholder')).not.toBeInTheDocument();
  });

  it("gives the place back when there is no banner ('noshow')", async () => {
    renderWithProviders(<BannerStrip organisationId={10} />, { api: { 'GET /GetBannerText': { bannerText: 'noshow' } } });
    await waitFor(() => expect(screen.queryByTestId('banner-strip-placeholder')).not.toBeInTheDocument());
    expect(screen.queryByTestId('banner-strip')).not.toBeInTheDocument();
  });
});
