import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterGroup } from '../../../test-utils/catalogue-fixtures';
import { FilterPanel } from './filter-panel';

const brands = filterGroup(5, 'Brand', [
  ['Caldera', 40],
  ['Northwind', 30],
  ['Milford', 20],
  ['Acorn', 10],
  ['Beacon', 5],
  ['Crest', 2],
  ['Delta', 1],
]);

function renderPanel(selected: string[] = []) {
  const onToggle = vi.fn();
  const onClear = vi.fn();
  const zero = { ...filterGroup(6, 'Size', [['15mm', 3]]) };
  zero.values.push({ value: '22mm', number: 0, selected: false });
  const empty = { ...filterGroup(8, 'Colour', []) };
  render(
    <FilterPanel
      filters={[brands, zero, empty]}
      isSelected={(_, value) => selected.includes(value)}
      onToggle={onToggle}
      onClear={onClear}
      hasSelection={selected.length > 0}
    />,
  );
  return { onToggle, onClear, user: userEvent.setup() };
}

describe('FilterPanel', () => {
  it('shows 5 options per group with counts, then Show More / Show Less', async () => {
    const { user } = renderPanel();
    const group = within(screen.getByRole('group', { name: 'Brand' }));
    expect(group.getAllByRole('checkbox')).toHaveLength(5);
    expect(group.getByRole('checkbox', { name: 'Caldera (40)' })).toBeInTheDocument();
    const more = group.getByRole('button', { name: 'Show More Brand' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(group.getAllByRole('checkbox')).toHaveLength(7);
    await user.click(group.getByRole('button', { name: 'Show Less Brand' }));
    expect(group.getAllByRole('checkbox')).toHaveLength(5);
  });

  it('shows only options with a count above 0, no Show More for short groups, and no empty groups', () => {
    renderPanel();
    const size = within(screen.getByRole('group', { name: 'Size' }));
    expect(
      size
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked') ?? box.closest('label')?.textContent),
    ).toEqual(['15mm (3)']);
    expect(size.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Colour' })).not.toBeInTheDocument();
  });

  it('toggles a value and clears the selection', async () => {
    const { user, onToggle, onClear } = renderPanel(['Northwind']);
    expect(screen.getByRole('checkbox', { name: 'Northwind (30)' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Caldera (40)' }));
    expect(onToggle).toHaveBeenCalledWith(5, 'Caldera');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('Clear filters is disabled with nothing selected', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });
});
