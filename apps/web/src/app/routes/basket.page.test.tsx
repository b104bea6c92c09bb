import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { Basket } from '@sparesfinder/contracts/basket';
import { adminUser, basketWith } from '../../test-utils/fixtures';
import { basketPageRoutes, demoBasket, deliveryQuote } from '../../test-utils/basket-fixtures';
import { renderApp } from '../../test-utils/render';

/** jsdom has no layout, so colour contrast is checked in the browser (Playwright), not here. */
async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const main = async () => within(await screen.findByRole('main'));

function renderBasketPage(path = '/Basket', overrides: Record<string, unknown> = {}) {
  return renderApp(path, { ...basketPageRoutes(), ...overrides });
}

describe('basket page (/Basket)', () => {
  it('has the title, the lines, the summary, Continue browsing and both tabs', async () => {
    renderBasketPage();
    const page = await main();
    expect(await page.findByRole('heading', { level: 1, name: 'MY BASKET' })).toBeInTheDocument();
    expect(await page.findAllByTestId('basket-line')).toHaveLength(2);
    expect(page.getByRole('link', { name: 'See buying options' })).toHaveAttribute(
      'href',
      '/Basket/Availability',
    );
    expect(page.getByRole('link', { name: 'See buying options' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(page.getByRole('link', { name: 'Continue browsing' })).toHaveAttribute('href', '/');
    expect(page.getByRole('tab', { name: 'Items saved for later', selected: true })).toBeInTheDocument();
    expect(page.getByRole('tab', { name: 'Saved parts orders' })).toBeInTheDocument();
    expect(page.getByRole('form', { name: 'Save Basket' })).toBeInTheDocument();
    expect(await page.findByText('CAL-22010')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('MY BASKET | SparesFinder'));
  });

  it("disables 'See buying options' while the user's checkout is disabled", async () => {
    renderBasketPage('/Basket', {
      'GET /Account/UserDetails': { ...adminUser, disableSparesFinderCheckout: true },
    });
    const page = await main();
    await page.findAllByTestId('basket-line');
    expect(page.getByRole('link', { name: 'See buying options' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('adds up: line totals, total plus VAT, VAT at 20% and total with VAT are what the server charges', async () => {
    // The server's figures on purpose differ from a sum of the lines: the page must show the server's, not its own.
    const basket = { ...demoBasket(), totalCost: 109.6, totalCostWithVat: 131.52 };
    renderBasketPage('/Basket', { 'GET /Basket/GetBasketForUser': basket });
    const page = await main();
    const valve = (await page.findAllByTestId('basket-line'))[0]!;
    expect(within(valve).getByText('£97.00')).toBeInTheDocument(); // 2 × £48.50
    const totals = within(page.getByLabelText('Basket totals'));
    expect(totals.getByTestId('basket-subtotal')).toHaveTextContent('£109.60');
    expect(totals.getByTestId('basket-vat')).toHaveTextContent('£21.92');
    expect(totals.getByTestId('basket-total')).toHaveTextContent('£131.52');
    // The words the checkout, the confirmation and the order's page use for the same figures (messages.totals).
    expect(totals.getByTestId('basket-subtotal').previousElementSibling).toHaveTextContent(/^Total plus VAT$/);
    expect(totals.getByTestId('basket-vat').previousElementSibling).toHaveTextContent(/^VAT \(20%\)$/);
    expect(totals.getByTestId('basket-total').previousElementSibling).toHaveTextContent(/^Total with VAT$/);
    // spec 3 §9: basket prices shown 'plus VAT'.
    expect(page.getByRole('columnheader', { name: 'Price plus VAT' })).toBeInTheDocument();
    expect(page.getByRole('columnheader', { name: 'Total plus VAT' })).toBeInTheDocument();
  });

  it('shows the customer order number the basket carries and saves an edit through SetCustomerOrderNo', async () => {
    const saved: Basket = { ...demoBasket(), customerOrderNo: 'JOB-2471' };
    const { user, api } = renderBasketPage('/Basket', {
      'GET /Basket/GetBasketForUser': { ...demoBasket(), customerOrderNo: 'JOB-1042' },
      'POST /Basket/SetCustomerOrderNo': saved,
    });
    const page = await main();
    const field = await page.findByRole('textbox', { name: 'Your order number' });
    expect(field).toHaveValue('JOB-1042');
    expect(page.getByText('8/20 characters')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'JOB-2471');
    await user.click(page.getByRole('button', { name: 'Save order number' }));
    expect(await page.findByText('Order number saved.')).toBeInTheDocument();
    const request = api.requests.find((r) => r.url.endsWith('/Basket/SetCustomerOrderNo'))!;
    await expect(request.json()).resolves.toEqual({ customerOrderNo: 'JOB-2471' });
  });

  it('an order number over 20 characters is kept whole, counted and refused, never cut', async () => {
    const { user, api } = renderBasketPage();
    const page = await main();
    const field = await page.findByRole('textbox', { name: 'Your order number' });
    await user.type(field, 'R'.repeat(23));
    expect(field).toHaveValue('R'.repeat(23));
    expect(
      page.getByText('A reference can be at most 20 characters. (23/20 characters)'),
    ).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Save order number' })).toBeDisabled();
    expect(api.requests.some((r) => r.url.endsWith('/Basket/SetCustomerOrderNo'))).toBe(false);
  });

  it('switches to the saved parts orders tab', async () => {
    const { user } = renderBasketPage();
    const page = await main();
    await user.click(await page.findByRole('tab', { name: 'Saved parts orders' }));
    expect(await page.findByText('JOB-1042')).toBeInTheDocument();
    expect(page.getByRole('tabpanel', { name: 'Saved parts orders' })).toBeInTheDocument();
  });

  it('shows the current postcode and changes it through the Change location modal', async () => {
    let basket: Basket = { ...demoBasket(), fulfillmentPostcode: 'LS11 5AB' };
    const { user } = renderBasketPage('/Basket', {
      'GET /Basket/GetBasketForUser': () => ({ body: basket }),
      'GET /PostCode/GetPostCodeDetails': { postcode: 'M17 1AA', latitude: 53.46, longitude: -2.32 },
      'POST /Basket/ChangeLocation': () => {
        basket = { ...basket, fulfillmentPostcode: 'M17 1AA' };
        return { body: { postcode: 'M17 1AA', latitude: 53.46, longitude: -2.32, basket } };
      },
    });
    const page = await main();
    expect(await page.findByText('LS11 5AB')).toBeInTheDocument();
    await user.click(page.getByRole('button', { name: 'Change location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change location' });
    // issue #11 item 10: it opens with the basket's fulfilment postcode.
    expect(within(dialog).getByLabelText('Postcode')).toHaveValue('LS11 5AB');
    await user.clear(within(dialog).getByLabelText('Postcode'));
    await user.type(within(dialog).getByLabelText('Postcode'), 'M17 1AA');
    await user.click(within(dialog).getByRole('button', { name: 'Use postcode' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await page.findByText('M17 1AA')).toBeInTheDocument();
  });

  it('?expressBranch= opens the express delivery modal; adding the quote goes on to checkout', async () => {
    const { user, router } = renderBasketPage('/Basket?expressBranch=1', {
      'POST /Basket/DeliveryQuote': { collection: [deliveryQuote()] },
      'POST /Basket/AddDeliveryQuoteToBasket': demoBasket(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'EXPRESS SAME-DAY DELIVERY' });
    await user.type(within(dialog).getByLabelText(/Address line 1/), '1 Canal Wharf');
    await user.type(within(dialog).getByLabelText(/^Town/), 'Leeds');
    await user.type(within(dialog).getByLabelText(/^Postcode/), 'LS11 5AB');
    await user.click(within(dialog).getByRole('button', { name: 'Get delivery quotes' }));
    await user.click(await within(dialog).findByRole('radio', { name: /Gophr/ }));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sam Fitter');
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '07700900123');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/Basket/Checkout/${demoBasket().basketKey}`),
    );
  });

  it('offers express delivery for the branch chosen on the basket', async () => {
    const { user } = renderBasketPage('/Basket', {
      'GET /Basket/GetBasketForUser': {
        ...demoBasket(),
        selectedBranchId: 1,
        selectedBranch: {
          name: 'Heatline Leeds South',
          supplierID: 1,
          supplier: { name: 'Heatline Merchants', imageUrl: '' },
        },
      },
    });
    const page = await main();
    await user.click(await page.findByRole('button', { name: 'Express same-day delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'EXPRESS SAME-DAY DELIVERY' });
    expect(within(dialog).getByText('Courier collection from Heatline Leeds South.')).toBeInTheDocument();
  });

  it('has no express delivery button without a branch', async () => {
    renderBasketPage();
    const page = await main();
    await page.findAllByTestId('basket-line');
    expect(page.queryByRole('button', { name: 'Express same-day delivery' })).not.toBeInTheDocument();
  });
});

describe('basket page accessibility (axe-core)', () => {
  it('with lines and saved items', async () => {
    renderBasketPage();
    const page = await main();
    await page.findAllByTestId('basket-line');
    await page.findByText('CAL-22010');
    expect(await violations()).toEqual([]);
  });

  it('empty, with the saved parts orders tab open', async () => {
    const { user } = renderBasketPage('/Basket', { 'GET /Basket/GetBasketForUser': basketWith([]) });
    const page = await main();
    await page.findByText('Your basket is empty!');
    await user.click(page.getByRole('tab', { name: 'Saved parts orders' }));
    await page.findByText('JOB-1042');
    expect(await violations()).toEqual([]);
  });

  it('with the express delivery address and quotes steps', async () => {
    const { user } = renderBasketPage('/Basket?expressBranch=1', {
      'POST /Basket/DeliveryQuote': {
        collection: [deliveryQuote(), deliveryQuote({ quoteId: 2, deliveryMinutes: 120 })],
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'EXPRESS SAME-DAY DELIVERY' });
    expect(await violations()).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Address line 1/), '1 Canal Wharf');
    await user.type(within(dialog).getByLabelText(/^Town/), 'Leeds');
    await user.type(within(dialog).getByLabelText(/^Postcode/), 'LS11 5AB');
    await user.click(within(dialog).getByRole('button', { name: 'Get delivery quotes' }));
    await within(dialog).findAllByRole('radio');
    expect(await violations()).toEqual([]);
  });

  it('with the change location modal', async () => {
    const { user } = renderBasketPage();
    const page = await main();
    await page.findAllByTestId('basket-line');
    await user.click(page.getByRole('button', { name: 'Change location' }));
    await screen.findByRole('dialog', { name: 'Change location' });
    expect(await violations()).toEqual([]);
  });
});
