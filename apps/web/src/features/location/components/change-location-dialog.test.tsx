import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { demoBasket } from '../../../test-utils/basket-fixtures';
import { reply, type MockRoutes } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { ChangeLocationDialog } from './change-location-dialog';

const detailsPath = 'GET /PostCode/GetPostCodeDetails';
const reversePath = 'GET /PostCode/GetReversePostCode';
const changePath = 'POST /Basket/ChangeLocation';
const leeds = { postcode: 'LS11 5AB', latitude: 53.78, longitude: -1.56 };

function renderDialog(api: MockRoutes = {}) {
  const onChanged = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ChangeLocationDialog open onClose={onClose} currentPostcode={null} onChanged={onChanged} />,
    {
      api: {
        [detailsPath]: leeds,
        [reversePath]: { result: [{ postcode: 'LS11 5AB' }] },
        [changePath]: { ...leeds, basket: { ...demoBasket(), fulfillmentPostcode: 'LS11 5AB' } },
        ...api,
      },
    },
  );
  return { ...view, onChanged, onClose };
}

function stubGeolocation(outcome: 'granted' | 'denied') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (outcome === 'granted')
      success({ coords: { latitude: 53.78, longitude: -1.56 } } as GeolocationPosition);
    else failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
  });
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator), { geolocation: { getCurrentPosition } }),
  );
}

describe("ChangeLocationDialog ('Change location')", () => {
  it('by postcode: looks the postcode up, saves it on the basket and closes', async () => {
    const { user, api, onChanged, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Postcode'), 'ls11 5ab');
    await user.click(screen.getByRole('button', { name: 'Use postcode' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('LS11 5AB'));
    expect(onClose).toHaveBeenCalled();
    expect(api.requests[0]!.url).toMatch(/GetPostCodeDetails\?postCode=ls11\+5ab$/);
    await expect(api.requests[1]!.json()).resolves.toEqual({ postCode: 'LS11 5AB' });
  });

  it.each([
    [
      'the lookup fails',
      reply(404, { statusCode: 404, code: 'not_found', message: 'We could not find that postcode' }),
    ],
    ['the lookup has no coordinates', reply(200, { postcode: 'ZZ1 1ZZ', latitude: null, longitude: null })],
  ])("says 'Please enter a valid postcode' when %s", async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, api, onChanged } = renderDialog({ [detailsPath]: answer });
    await user.type(screen.getByLabelText('Postcode'), 'ZZ1 1ZZ');
    await user.click(screen.getByRole('button', { name: 'Use postcode' }));
    expect(await screen.findByText('Please enter a valid postcode')).toBeInTheDocument();
    expect(api.requests.some((request) => request.url.endsWith('/ChangeLocation'))).toBe(false);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('an empty postcode is invalid without asking the server', async () => {
    const { user, api } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Use postcode' }));
    expect(await screen.findByText('Please enter a valid postcode')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('by device location: coordinates become a postcode that is saved', async () => {
    stubGeolocation('granted');
    const { user, api, onChanged } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('LS11 5AB'));
    expect(api.requests[0]!.url).toMatch(/GetReversePostCode\?lon=-1\.56&lat=53\.78$/);
  });

  it('permission refused: "Can\'t access location. Please check your browser or device settings."', async () => {
    stubGeolocation('denied');
    const { user, api } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(
      await screen.findByText("Can't access location. Please check your browser or device settings."),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("no postcode near the device: 'Your location could not be determined'", async () => {
    stubGeolocation('granted');
    const { user, api } = renderDialog({ [reversePath]: { result: [] } });
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText('Your location could not be determined')).toBeInTheDocument();
    expect(api.requests.some((request) => request.url.endsWith('/ChangeLocation'))).toBe(false);
  });
});
