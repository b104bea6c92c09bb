import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Notification } from '@sparesfinder/contracts/notifications';
import { renderWithProviders } from '../../../test-utils/render';
import { NotificationDetail } from './notification-detail';

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  notificationTriggerLogID: 7,
  hasRead: true,
  notificationTitle: 'Order ready',
  logDateTime: '2026-06-02T13:30:00.000Z',
  computedNotificationText: 'Ready',
  fullDescription: 'Your order is ready to collect.',
  ...overrides,
});
const fileId = '3f2a9c1e-7b4d-4e8f-9a01-5c6d7e8f9a0b';

describe('the notification detail (spec 3 §2.8)', () => {
  it("shows time and date on the UK clock, the date like 'Tue 3rd Jun' (spec 3 §9)", async () => {
    renderWithProviders(<NotificationDetail id={7} />, { api: { 'GET /NotificationTriggerLog/Get/7': notification() } });
    expect(await screen.findByText('14:30, Tue 2nd Jun')).toBeInTheDocument();
  });

  it('makes the export notification\'s /exportedOrder link a link to the download page (spec 3 §2.9)', async () => {
    // As the server writes it (orders/order-export.service.ts): the shop's own origin, then the page and file id.
    const url = `${window.location.origin}/exportedOrder?fileId=${fileId}`;
    const { user, router } = renderWithProviders(<NotificationDetail id={7} />, {
      api: {
        'GET /NotificationTriggerLog/Get/7': notification({
          notificationTitle: 'Export ready',
          fullDescription: `Your invoices are ready. Open the link in the e-mail we sent you, or go to ${url}. The link works for 7 days.`,
        }),
      },
    });
    const download = await screen.findByRole('link', { name: url });
    expect(download).toHaveAttribute('href', `/exportedOrder?fileId=${fileId}`);
    expect(download.closest('p')).toHaveTextContent(/or go to .+\. The link works for 7 days\.$/);
    await user.click(download);
    expect(router.state.location.pathname).toBe('/exportedOrder');
    expect(router.state.location.search).toBe(`?fileId=${fileId}`);
  });

  it('shows markup and links to other sites as the text they are', async () => {
    const body = `<a href="javascript:alert(1)">Click</a> <img src=x onerror=alert(1)> https://evil.example/exportedOrder?fileId=${fileId}`;
    const { container } = renderWithProviders(<NotificationDetail id={7} />, {
      api: { 'GET /NotificationTriggerLog/Get/7': notification({ fullDescription: body }) },
    });
    expect(await screen.findByText(body)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Back to notifications']);
    expect(container.querySelector('img')).toBeNull();
  });
});
