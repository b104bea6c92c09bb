import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@sparesfinder/contracts/messages';
import { browser } from '../../../lib/browser';
import { adminUser } from '../../../test-utils/fixtures';
import { reply } from '../../../test-utils/mock-api';
import { renderApp, renderWithProviders } from '../../../test-utils/render';
import { SessionGate } from './session-gate';

const session = (authenticate: unknown, userDetails: unknown = adminUser) => ({
  'GET /Account/Authenticate': authenticate,
  'GET /Account/UserDetails': userDetails,
});

describe('SessionGate', () => {
  it('shows a full-page loading state while the session resolves, then the page', async () => {
    renderWithProviders(
      <SessionGate>
        <p>Signed in content</p>
      </SessionGate>,
      { api: session({ isAuthenticated: true, utm: {} }) },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading SparesFinder…');
    expect(await screen.findByText('Signed in content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('calls Authenticate and UserDetails together on load', async () => {
    const { api } = renderWithProviders(<SessionGate>ok</SessionGate>, { api: session({ isAuthenticated: true, utm: {} }) });
    await screen.findByText('ok');
    expect(api.requests.map((request) => new URL(request.url).pathname)).toEqual(['/Account/Authenticate', '/Account/UserDetails']);
  });

  it('sends a role other than CompanyAdmin to logout and never shows the page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderWithProviders(<SessionGate>secret</SessionGate>, {
      api: session({ isAuthenticated: true, utm: {} }, { ...adminUser, roleName: 'Buyer' }),
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/account/logout?reason=role'));
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('sends an unauthenticated visitor to the login endpoint', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderWithProviders(<SessionGate>secret</SessionGate>, {
      api: session({ isAuthenticated: false, utm: {} }, reply(401, { statusCode: 401, code: 'unauthorised', message: 'Not signed in' })),
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/bff/login?returnUrl=/'));
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('carries on when user details fail to load, logging the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = renderWithProviders(<SessionGate>page</SessionGate>, {
      api: session({ isAuthenticated: true, utm: {} }, reply(500, { statusCode: 500, code: 'internal', message: 'Something went wrong.' })),
    });
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
    expect(logged).toHaveBeenCalledWith('SparesFinder: query ["account","user-details"] failed', expect.anything());
  });

  it('offers a retry when the session cannot be checked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<SessionGate>page</SessionGate>, {
      api: session(reply(503, { statusCode: 503, code: 'internal', message: 'down' })),
    });
    expect(await screen.findByRole('heading', { name: 'SparesFinder is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('while the database is unreachable (503)', () => {
  it('shows a friendly page with the contracts message, never a blank screen, and the page once a retry succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = true;
    const { user } = renderWithProviders(<SessionGate>page</SessionGate>, {
      api: {
        'GET /Account/Authenticate': () =>
          down
            ? { status: 503, body: { statusCode: 503, code: 'unavailable', message: messages.common.serviceUnavailable, requestId: 'r1' } }
            : { status: 200, body: { isAuthenticated: true, utm: {} } },
        'GET /Account/UserDetails': adminUser,
      },
    });
    expect(await screen.findByRole('heading', { name: 'SparesFinder is unavailable' })).toBeInTheDocument();
    expect(screen.getByText(messages.common.serviceUnavailable)).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('page')).toBeInTheDocument();
  });
});

describe('utm parameters', () => {
  const utm = { utm_source: 'newsletter', utm_campaign: 'spring' };

  it("restores the session's utm parameters into the address on load", async () => {
    const { router } = renderApp('/?part=1', { 'GET /Account/Authenticate': { isAuthenticated: true, utm } });
    await waitFor(() => expect(router.state.location.search).toBe('?part=1&utm_source=newsletter&utm_campaign=spring'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps them on every in-app navigation', async () => {
    const { router, user } = renderApp('/', { 'GET /Account/Authenticate': { isAuthenticated: true, utm } });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to SparesFinder' });
    await user.click(screen.getAllByRole('link', { name: 'Favourites' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/favourite-products'));
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=newsletter&utm_campaign=spring'));
  });
});
