import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils/render';
import { shouldSuggest } from '../hooks/should-suggest';
import { ProductSearchForm } from './product-search-form';

describe('ProductSearchForm', () => {
  it('Enter goes to /products?searchTerm=…', async () => {
    const { user, router } = renderWithProviders(<ProductSearchForm />);
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '15mm isolating valve{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?searchTerm=15mm%20isolating%20valve');
  });

  it('the search icon button submits too', async () => {
    const { user, router } = renderWithProviders(<ProductSearchForm />);
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'CAL-87161');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=CAL-87161'));
  });

  // Walk 2026-11-25: Back from a search for 'pump' to /products?searchTerm=thermocouple left 'pump' in the header box
  // above 'Results for “thermocouple”', and a deep link showed an empty box.
  it('shows the search term of the results page it sits on, also after Back', async () => {
    const { user, router } = renderWithProviders(<ProductSearchForm syncWithResultsPage />, {
      path: '/products?searchTerm=thermocouple',
    });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveValue('thermocouple');
    await user.clear(box);
    await user.type(box, 'pump{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?searchTerm=pump'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box).toHaveValue('thermocouple'));
    await act(() => router.navigate('/products?classification=12'));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('shows the term as the results page reads it (trimmed)', () => {
    renderWithProviders(<ProductSearchForm syncWithResultsPage />, { path: '/products?searchTerm=%20%20thermocouple%20' });
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('thermocouple');
  });

  it('ignores an empty search', async () => {
    const { user, router } = renderWithProviders(<ProductSearchForm />);
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('shouldSuggest', () => {
  it.each([
    ['', false],
    ['val', false],
    ['  val  ', false],
    ['valv', true],
  ])('autocomplete for %j: %s (only above 3 characters)', (term, expected) =>
    expect(shouldSuggest(term)).toBe(expected),
  );
});
