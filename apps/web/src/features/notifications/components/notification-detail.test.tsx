import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils/render';
import { NotificationDetail } from './notification-detail';

describe('the notification detail (spec 3 §2.8)', () => {
  it("shows time and date on the UK clock, the date like 'Tue 3rd Jun' (spec 3 §9)", async () => {
    const notification = { notificationTriggerLogID: 7, hasRead: true, notificationTitle: 'Order ready', logDateTime: '2026-06-02T13:30:00.000Z', computedNotificationText: 'Ready', fullDescription: 'Your order is ready to collect.' };
    renderWithProviders(<NotificationDetail id={7} />, { api: { 'GET /NotificationTriggerLog/Get/7': notification } });
    expect(await screen.findByText('14:30, Tue 2nd Jun')).toBeInTheDocument();
  });
});
