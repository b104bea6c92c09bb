import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { requestsTo } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';

/** spec 3 §2.6 / §4.8: the pages the gateway's hosted page lands on, inside the payment panel's frame. */
const resultPages: [string, string, string][] = [
  ['/payment-completed', 'Payment completed', 'completed purchase'],
  ['/payment-failed', 'Payment has failed', 'failed purchase'],
  ['/payment-abort', 'Payment cancelled', 'aborted purchase'],
];

/** Puts the app inside a frame: its parent is another window, which records the messages posted to it. */
function embedInFrame() {
  const parent = { postMessage: vi.fn() };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  return parent;
}

afterEach(() => vi.restoreAllMocks());

describe('payment result pages', () => {
  it.each(resultPages)('%s in the payment frame is a bare page: "%s", no shell, and it reports %s', async (path, text, result) => {
    const parent = embedInFrame();
    const { api } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: text })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await waitFor(() => expect(parent.postMessage).toHaveBeenCalledWith({ type: result }, window.location.origin));
    expect(requestsTo(api, 'GET /Account/Authenticate')).toHaveLength(0); // no session check either: the page only reports
  });

  it('/payment-failed as the tab’s own page (where a failed purchase leads) keeps the shell to carry on from', async () => {
    renderApp('/payment-failed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment has failed' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
