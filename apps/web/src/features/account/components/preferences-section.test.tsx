import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { reply, requestsTo } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { PreferencesSection } from './preferences-section';

const get = 'GET /Account/GetPreference';
const change = 'POST /Account/ChangePreference';
const label = 'Show alternative (non-genuine) parts first when they are available';
const failure = reply(500, { statusCode: 500, code: 'internal', message: 'Something went wrong.' });

describe('Preferences (spec 1 §2 section 3, §4, §8)', () => {
  it('is disabled until the preference has loaded, then saves it: "Preference successfully updated."', async () => {
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const { user, api } = renderWithProviders(<PreferencesSection />, {
      api: {
        [get]: async () => {
          await loaded;
          return { body: { preferNonGenuineParts: false } };
        },
        [change]: { success: true, message: 'Preference successfully updated.', preferNonGenuineParts: true },
      },
    });
    expect(screen.getByRole('checkbox', { name: label })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: label })).toBeEnabled());
    await user.click(screen.getByRole('checkbox', { name: label }));
    expect(await screen.findByText('Preference successfully updated.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: label })).toBeChecked();
    expect(await requestsTo(api, change)[0]!.json()).toEqual({ preferNonGenuineParts: true });
  });

  it("says 'An error occured while fetching Preferences' and stays disabled when the fetch fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<PreferencesSection />, { api: { [get]: failure } });
    expect(await screen.findByText('An error occured while fetching Preferences')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: label })).toBeDisabled();
  });

  it.each([
    ['the call fails', 'An error occurred while saving Preference.', failure],
    ['the server refuses', 'An error occured while saving Preference', { success: false, message: 'no', preferNonGenuineParts: false }],
  ])('when %s it says "%s" and keeps the old value', async (_case, text, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<PreferencesSection />, { api: { [get]: { preferNonGenuineParts: false }, [change]: answer } });
    const checkbox = await screen.findByRole('checkbox', { name: label });
    await waitFor(() => expect(checkbox).toBeEnabled());
    await user.click(checkbox);
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked());
  });
});
