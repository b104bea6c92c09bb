import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { basketLine, basketWith } from '../../../test-utils/fixtures';
import { sparesPartCard } from '../../../test-utils/catalogue-fixtures';
import { renderApp } from '../../../test-utils/render';

const appliance = { id: 1, name: 'Caldera Combi 30i', gcNumber: '4799901', manufacturerId: 1, manufacturer: 'Caldera', hasManual: false };
const partCard = sparesPartCard({ mpn: 'CAL-55555' });

const sparesApi = {
  'GET /SparesFinder/GetManufacturers': { collection: [{ id: 1, name: 'Caldera' }] },
  'GET /SparesFinder/SearchByGcNumber': { collection: [partCard], count: 1, appliances: [appliance], appliance },
  'POST /Basket/AddLine': async (request: Request) => {
    const { qty } = (await request.json()) as { qty: number };
    return { body: basketWith(qty > 0 ? [basketLine({ manufacturerCode: 'CAL-55555', qty })] : []) };
  },
};

describe('spares finder by keyboard: focus is never dropped to <body>', () => {
  it('a GC search by Enter: focus goes to the results heading; Enter on Add to order: focus goes to the stepper box', async () => {
    const { user } = renderApp('/Spares?tab=searchByGcNumber', sparesApi);
    const gc = await screen.findByRole('textbox', { name: 'Appliance GC Number' });
    await user.click(gc);
    await user.keyboard('47-999-01{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Caldera Combi 30i (GC 4799901)' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    const card = screen.getByRole('article', { name: /CAL-55555/ });
    within(card).getByRole('button', { name: /^Add to order: CAL-55555/ }).focus();
    await user.keyboard('{Enter}');
    const box = await within(card).findByRole('spinbutton', { name: /Quantity of CAL-55555/ });
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('a deep link (no search submitted) leaves the focus alone', async () => {
    renderApp('/Spares?tab=searchByGcNumber&gc=4799901', sparesApi);
    await screen.findByRole('heading', { level: 2, name: 'Caldera Combi 30i (GC 4799901)' });
    expect(document.activeElement).toBe(document.body);
  });
});
