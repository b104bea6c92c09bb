import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { buildMenuTree } from '@sparesfinder/domain/menu-tree';
import { menuItems } from '../../../test-utils/fixtures';
import { renderWithProviders } from '../../../test-utils/render';
import { CategoryDrillDown } from './category-drill-down';

const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('CategoryDrillDown', () => {
  it('drills down a level at a time and goes back to the parent', async () => {
    const { user } = renderWithProviders(<CategoryDrillDown tree={buildMenuTree(menuItems)} onNavigate={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(names()).toEqual(['Boiler Spares', 'Heating', 'Valves']);
    expect(screen.queryByRole('button', { name: /^Back/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Valves, show sub-categories' }));
    expect(screen.getByRole('heading', { name: 'Valves' })).toBeInTheDocument();
    expect(names()).toEqual(['All Valves', 'Isolating Valves', 'Radiator Valves']);

    await user.click(screen.getByRole('button', { name: 'Isolating Valves, show sub-categories' }));
    expect(names()).toEqual(['All Isolating Valves', 'Brass Isolating Valves']);
    expect(screen.getByRole('link', { name: 'Brass Isolating Valves' })).toHaveAttribute('href', '/products?classification=5');

    await user.click(screen.getByRole('button', { name: 'Back to Valves' }));
    expect(screen.getByRole('heading', { name: 'Valves' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Shop' }));
    expect(names()).toEqual(['Boiler Spares', 'Heating', 'Valves']);
  });

  it('calls onNavigate when a category link is followed', async () => {
    const onNavigate = vi.fn();
    const { user, router } = renderWithProviders(<CategoryDrillDown tree={buildMenuTree(menuItems)} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Heating, show sub-categories' }));
    await user.click(screen.getByRole('link', { name: 'Boilers' }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(router.state.location.search).toBe('?classification=6');
  });
});
