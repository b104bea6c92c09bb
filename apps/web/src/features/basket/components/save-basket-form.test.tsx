import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { basketWith } from '../../../test-utils/fixtures';
import { demoBasket } from '../../../test-utils/basket-fixtures';
import { reply } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { SaveBasketForm } from './save-basket-form';

const savePath = 'POST /Basket/SaveBasket';

describe('SaveBasketForm (spec 2 §4/§5)', () => {
  it('is disabled while the basket is empty, even with a reference', async () => {
    const { user } = renderWithProviders(<SaveBasketForm basketIsEmpty />);
    await user.type(screen.getByLabelText(/Order reference/), 'JOB-1');
    expect(screen.getByRole('button', { name: 'Save Basket' })).toBeDisabled();
  });

  it('is disabled until an order reference (not just spaces) is typed', async () => {
    const { user } = renderWithProviders(<SaveBasketForm basketIsEmpty={false} />);
    const button = screen.getByRole('button', { name: 'Save Basket' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/Order reference/), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/Order reference/), 'JOB-1');
    expect(button).toBeEnabled();
  });

  it('an over-long reference is kept whole with a counter and refused, never cut (spec 3 §5: 20)', async () => {
    const { user } = renderWithProviders(<SaveBasketForm basketIsEmpty={false} />);
    const field = screen.getByLabelText(/Order reference/);
    await user.type(field, 'JOB-1');
    expect(screen.getByText('5/20 characters')).toBeInTheDocument();
    await user.type(field, 'X'.repeat(17));
    expect(field).toHaveValue(`JOB-1${'X'.repeat(17)}`);
    expect(
      screen.getByText('A reference can be at most 20 characters. (22/20 characters)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Basket' })).toBeDisabled();
  });

  it("saves under the reference and says 'Basket saved successfully.'", async () => {
    const { user, api } = renderWithProviders(<SaveBasketForm basketIsEmpty={false} />, {
      api: { [savePath]: { success: true, message: 'Basket saved successfully.', basket: basketWith([]) } },
    });
    await user.type(screen.getByLabelText(/Order reference/), ' JOB-1 ');
    await user.click(screen.getByRole('button', { name: 'Save Basket' }));
    expect(await screen.findByText('Basket saved successfully.')).toBeInTheDocument();
    await expect(api.requests[0]!.json()).resolves.toEqual({ orderReference: 'JOB-1' });
    expect(screen.getByLabelText(/Order reference/)).toHaveValue('');
  });

  it.each([
    ['the server refuses', reply(200, { success: false, message: 'No lines', basket: demoBasket() })],
    ['the call fails', reply(500, { statusCode: 500, code: 'internal', message: 'Something went wrong.' })],
  ])("says 'Error occured while saving basket.' when %s", async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<SaveBasketForm basketIsEmpty={false} />, {
      api: { [savePath]: answer },
    });
    await user.type(screen.getByLabelText(/Order reference/), 'JOB-1');
    await user.click(screen.getByRole('button', { name: 'Save Basket' }));
    expect(await screen.findByText('Error occured while saving basket.')).toBeInTheDocument();
  });
});
