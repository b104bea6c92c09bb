import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils/render';
import { CompleteAccountPopup } from './complete-account-popup';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

describe('CompleteAccountPopup', () => {
  it('asks an incomplete account to complete it, with a My Account button', async () => {
    renderWithProviders(<CompleteAccountPopup />, { api: { 'GET /Account/IsAccountCompleted': { isCompleted: false } } });
    const popup = await screen.findByRole('dialog', { name: 'Complete your Account to start shopping' });
    expect(popup).toHaveAccessibleDescription('Please go to your Account settings and enter your address.');
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/settings');
  });

  it('changes position once the page is scrolled more than 200 px', async () => {
    scrollTo(0);
    renderWithProviders(<CompleteAccountPopup />, { api: { 'GET /Account/IsAccountCompleted': { isCompleted: false } } });
    const popup = await screen.findByRole('dialog');
    expect(popup).toHaveAttribute('data-position', 'under-header');
    scrollTo(200);
    expect(popup).toHaveAttribute('data-position', 'under-header');
    scrollTo(201);
    expect(popup).toHaveAttribute('data-position', 'fixed');
    scrollTo(0);
  });

  it('stays away for a completed account', async () => {
    const { api } = renderWithProviders(<CompleteAccountPopup />, { api: { 'GET /Account/IsAccountCompleted': { isCompleted: true } } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const { user } = renderWithProviders(<CompleteAccountPopup />, { api: { 'GET /Account/IsAccountCompleted': { isCompleted: false } } });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
