import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { demoBasket, deliveryQuote } from '../../../test-utils/basket-fixtures';
import { reply, type MockRoutes } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { messages } from '@sparesfinder/contracts/messages';
import { ExpressDeliveryDialog } from './express-delivery-dialog';

const quotePath = 'POST /Basket/DeliveryQuote';
const addPath = 'POST /Basket/AddDeliveryQuoteToBasket';
const quotes = [
  deliveryQuote(),
  deliveryQuote({
    quoteId: 9002,
    courierCode: 'STUART',
    name: 'STUART',
    deliveryMinutes: 180,
    priceNet: 20,
    priceWithVat: 24,
  }),
];

function renderDialog(api: MockRoutes = {}) {
  const onAdded = vi.fn();
  const view = renderWithProviders(
    <ExpressDeliveryDialog
      open
      onClose={() => {}}
      branch={{ id: 1, name: 'Heatline Leeds South' }}
      onAdded={onAdded}
    />,
    {
      api: { [quotePath]: { collection: quotes }, [addPath]: demoBasket(), ...api },
    },
  );
  return { ...view, onAdded };
}

async function enterAddress(
  user: ReturnType<typeof renderDialog>['user'],
  { line = '1 Canal Wharf', town = 'Leeds', postcode = 'LS11 5AB' } = {},
) {
  if (line) await user.type(screen.getByLabelText(/Address line 1/), line);
  if (town) await user.type(screen.getByLabelText(/^Town/), town);
  if (postcode) await user.type(screen.getByLabelText(/^Postcode/), postcode);
  await user.click(screen.getByRole('button', { name: 'Get delivery quotes' }));
}

async function fillDetails(user: ReturnType<typeof renderDialog>['user'], mobile: string) {
  await user.click(await screen.findByRole('radio', { name: /Gophr within 90 minutes/ }));
  await user.type(screen.getByLabelText(/^Name/), 'Sam Fitter');
  await user.type(screen.getByLabelText(/^Mobile number/), mobile);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe("ExpressDeliveryDialog ('EXPRESS SAME-DAY DELIVERY')", () => {
  it('is titled as the spec says', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'EXPRESS SAME-DAY DELIVERY' })).toBeInTheDocument();
  });

  it.each([['line'], ['town'], ['postcode']] as const)(
    'a missing %s shows the address error and asks for no quote',
    async (missing) => {
      const { user, api } = renderDialog();
      await enterAddress(user, { [missing]: '' });
      expect(
        await screen.findByText('Please enter a delivery address line, postcode and town.'),
      ).toBeInTheDocument();
      expect(api.requests).toHaveLength(0);
    },
  );

  it('asks for quotes for the branch and lists them plus VAT, as the checkout shows the courier line, then with VAT', async () => {
    const { user, api } = renderDialog();
    await enterAddress(user);
    expect(
      await screen.findByRole('radio', { name: /Gophr within 90 minutes.*£12\.46 plus VAT.*£14\.95 with VAT/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Stuart within 180 minutes.*£20\.00 plus VAT.*£24\.00 with VAT/ })).toBeInTheDocument();
    expect(screen.getByText(messages.delivery.pricesPlusVat)).toBeInTheDocument();
    await expect(api.requests[0]!.json()).resolves.toEqual({
      branch: 1,
      deliveryAddress1: '1 Canal Wharf',
      deliveryAddress2: null,
      deliveryTown: 'Leeds',
      deliveryPostCode: 'LS11 5AB',
    });
  });

  it('says so when no same-day option is available', async () => {
    const { user } = renderDialog({ [quotePath]: { collection: [] } });
    await enterAddress(user, { postcode: 'KW1 4YT', town: 'Wick' });
    expect(
      await screen.findByText('No Same-Day Delivery options are available for your chosen delivery address.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('KW1 4YT');
  });

  it.each(['0770090012', '+447700900123', '01132345678', '4477009001234'])(
    "refuses mobile %s with 'Please enter a valid mobile number.'",
    async (mobile) => {
      const { user, api } = renderDialog();
      await enterAddress(user);
      await fillDetails(user, mobile);
      expect(await screen.findByText('Please enter a valid mobile number.')).toBeInTheDocument();
      expect(
        api.requests.filter((request) => request.url.endsWith('/AddDeliveryQuoteToBasket')),
      ).toHaveLength(0);
    },
  );

  it('needs a quote and a name', async () => {
    const { user } = renderDialog();
    await enterAddress(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose a delivery option.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter the name of the person receiving the delivery.'),
    ).toBeInTheDocument();
  });

  it.each(['07700 900123', '447700900123'])(
    'adds the chosen quote with name and mobile %s, then hands back the basket',
    async (mobile) => {
      const { user, api, onAdded } = renderDialog();
      await enterAddress(user);
      await fillDetails(user, mobile);
      await waitFor(() => expect(onAdded).toHaveBeenCalled());
      const sent = await api.requests
        .find((request) => request.url.endsWith('/AddDeliveryQuoteToBasket'))!
        .json();
      expect(sent).toEqual({
        quoteId: 9001,
        deliveryPersonName: 'Sam Fitter',
        deliveryMobileNumber: mobile.replace(/\s/g, ''),
      });
    },
  );

  it("says 'Unable to process your request, please try again later.' when the add fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onAdded } = renderDialog({
      [addPath]: reply(422, {
        statusCode: 422,
        code: 'rule',
        message: 'This delivery quote has expired. Please get a new quote.',
      }),
    });
    await enterAddress(user);
    await fillDetails(user, '07700900123');
    expect(
      await screen.findByText('Unable to process your request, please try again later.'),
    ).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the quote call refuses the address", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderDialog({
      [quotePath]: reply(400, {
        statusCode: 400,
        code: 'validation',
        message: 'Please enter a valid postcode',
      }),
    });
    await enterAddress(user, { postcode: 'ZZ99 9ZZ' });
    expect(await screen.findByText('Please enter a valid postcode')).toBeInTheDocument();
  });
});
