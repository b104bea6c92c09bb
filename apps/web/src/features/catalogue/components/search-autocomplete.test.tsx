import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderWithProviders } from '../../../test-utils/render';
import { ProductSearchForm } from './product-search-form';

/** The wire shape (spec 1 §3): `{name}` results, then with ai-search one `{categories: [{id, name}], keywords}`. */
const answer = [{ name: 'Diverter valve assembly' }, { name: 'Diverter valve cartridge' }];

const autocompleteRequests = (requests: Request[]) =>
  requests
    .filter((request) => new URL(request.url).pathname === '/ProductSearch/GetAutoComplete')
    .map((request) => new URL(request.url).searchParams.get('searchTerm'));

describe('header autocomplete', () => {
  it('asks only above 3 characters, once typing pauses', async () => {
    const { user, api } = renderWithProviders(<ProductSearchForm />, {
      api: { 'GET /ProductSearch/GetAutoComplete': answer },
    });
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(input, 'div');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(autocompleteRequests(api.requests)).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // One change (a paste), so exactly one request follows however slowly the machine renders keystrokes.
    await user.paste('erter');
    const listbox = await screen.findByRole('listbox', { name: 'Search products suggestions' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Diverter valve assembly', 'Diverter valve cartridge']);
    expect(autocompleteRequests(api.requests)).toEqual(['diverter']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('arrow keys set aria-activedescendant; Enter opens the active suggestion; Escape closes', async () => {
    const { user, router } = renderWithProviders(<ProductSearchForm />, {
      api: { 'GET /ProductSearch/GetAutoComplete': answer },
    });
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(input, 'diverter');
    const listbox = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: 'Diverter valve cartridge' });
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?searchTerm=Diverter%20valve%20cartridge'),
    );
  });

  it("'Search in Spares' is offered only when the user group allows spares", async () => {
    const first = renderWithProviders(<ProductSearchForm allowSparesSearch />, {
      api: { 'GET /ProductSearch/GetAutoComplete': answer },
    });
    await first.user.type(screen.getByRole('combobox'), 'diverter valve');
    const option = await screen.findByRole('option', { name: 'Search in Spares' });
    await first.user.click(option);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/Spares'));
    expect(first.router.state.location.search).toBe('?tab=searchByKeyword&q=diverter%20valve');
    first.unmount();

    const second = renderWithProviders(<ProductSearchForm allowSparesSearch={false} />, {
      api: { 'GET /ProductSearch/GetAutoComplete': answer },
    });
    await second.user.type(screen.getByRole('combobox'), 'diverter valve');
    await screen.findByRole('option', { name: 'Diverter valve assembly' });
    expect(screen.queryByRole('option', { name: 'Search in Spares' })).not.toBeInTheDocument();
  });

  it('ai-search: one result brings its categories and suggested keywords', async () => {
    const { user } = renderWithProviders(<ProductSearchForm />, {
      api: {
        'GET /ProductSearch/GetAutoComplete': [
          { name: 'Diverter valve assembly' },
          { categories: [{ id: 31, name: 'Boiler Valves' }], keywords: ['diverter valve kit'] },
        ],
      },
    });
    await user.type(screen.getByRole('combobox'), 'CAL-87161');
    expect(await screen.findByRole('option', { name: 'Category: Boiler Valves' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Suggested search: diverter valve kit' })).toBeInTheDocument();
  });

  it('several results hide categories and keywords', async () => {
    const { user } = renderWithProviders(<ProductSearchForm />, {
      api: {
        'GET /ProductSearch/GetAutoComplete': [
          ...answer,
          { categories: [{ id: 31, name: 'Boiler Valves' }], keywords: ['kit'] },
        ],
      },
    });
    await user.type(screen.getByRole('combobox'), 'diverter');
    await screen.findByRole('option', { name: 'Diverter valve assembly' });
    expect(screen.queryByRole('option', { name: /Boiler Valves/ })).not.toBeInTheDocument();
  });
});

async function axeViolations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((violation) => violation.id);
}
