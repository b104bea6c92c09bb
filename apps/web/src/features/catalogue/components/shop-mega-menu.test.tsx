import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildMenuTree } from '@sparesfinder/domain/menu-tree';
import { menuItems } from '../../../test-utils/fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { ShopMegaMenu } from './shop-mega-menu';

const renderMenu = () => renderWithProviders(<ShopMegaMenu tree={buildMenuTree(menuItems)} />);

describe('ShopMegaMenu', () => {
  it('opens from the Shop button with the top categories sorted by name', async () => {
    const { user } = renderMenu();
    const shop = screen.getByRole('button', { name: 'Shop' });
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    await user.click(shop);
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Shop categories' });
    const topButtons = within(panel)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(topButtons).toEqual(['Boiler Spares', 'Heating', 'Valves']);
  });

  it('shows the second and third levels of the chosen category as links, sorted', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Shop' }));
    await user.click(screen.getByRole('button', { name: 'Valves' }));
    expect(screen.getByRole('button', { name: 'Valves' })).toHaveAttribute('aria-expanded', 'true');
    const pane = screen.getByRole('group', { name: 'Valves' });
    expect(within(pane).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop all Valves', '/products?classification=1'],
      ['Isolating Valves', '/products?classification=4'],
      ['Brass Isolating Valves', '/products?classification=5'],
      ['Radiator Valves', '/products?classification=3'],
    ]);
  });

  it("links spares categories to their own url with 'Shop-2' replaced by 'Spares'", async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Shop' }));
    await user.hover(screen.getByRole('button', { name: 'Boiler Spares' }));
    expect(within(screen.getByRole('group', { name: 'Boiler Spares' })).getByRole('link', { name: 'PCBs' })).toHaveAttribute(
      'href',
      '/Spares/Boiler-Spares/PCBs',
    );
  });

  it('is keyboard reachable: Tab walks into the pane, arrows move between categories, Escape closes', async () => {
    const { user } = renderMenu();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Shop' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Boiler Spares' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Shop all Boiler Spares' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Heating' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Heating' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Shop' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Shop' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Shop categories' })).not.toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    const { user, router } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Shop' }));
    await user.click(screen.getByRole('link', { name: 'Shop all Boiler Spares' }));
    expect(router.state.location.pathname).toBe('/Spares/Boiler-Spares');
    expect(screen.getByRole('button', { name: 'Shop' })).toHaveAttribute('aria-expanded', 'false');
  });
});
