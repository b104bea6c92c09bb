import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailabilityEntry } from '@sparesfinder/contracts/availability';
import { sampleBranches } from '../availability-fixtures';
import { OrderDetailsTable } from './order-details-table';

const anEntry = sampleBranches[0]!.sameDayAvailability[0]!;
const line = (code: string, qty: number, availableQty: number): AvailabilityEntry => ({
  ...anEntry,
  manufacturerCode: code,
  originalManufacturerCode: code,
  qty,
  availableQty,
});
const shown = (entries: AvailabilityEntry[]) => entries.map((entry) => ({ entry, canSwap: false, showingAlternative: false }));

describe('OrderDetailsTable: the part availability request (spec 3 §2.3)', () => {
  const entries = [line('IN-STOCK', 2, 5), line('SHORT', 3, 1), line('NONE-HERE', 2, 0)];

  it('offers "Notify me when available" only on the lines the branch has none of, and passes that line', async () => {
    const onRequestAvailability = vi.fn();
    render(<OrderDetailsTable entries={shown(entries)} onSwap={() => {}} onDelete={() => {}} onRequestAvailability={onRequestAvailability} />);
    const buttons = screen.getAllByRole('button', { name: 'Notify me when available' });
    expect(buttons).toHaveLength(1);
    const row = screen.getByText('NONE-HERE').closest('tr')!;
    expect(within(row).getByText('Out of stock')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Notify me when available' }));
    expect(onRequestAvailability).toHaveBeenCalledWith(expect.objectContaining({ manufacturerCode: 'NONE-HERE', availableQty: 0 }));
  });

  it('offers nothing when the page does not compose the request', () => {
    render(<OrderDetailsTable entries={shown(entries)} onSwap={() => {}} onDelete={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Notify me when available' })).not.toBeInTheDocument();
  });
});

describe('OrderDetailsTable: descriptions as every page shows them (spec 2 §5)', () => {
  it("strips a trailing run of 5 or more digits ('Safety valve 187207' → 'Safety valve')", () => {
    render(<OrderDetailsTable entries={shown([{ ...line('CAL-25838', 1, 1), description: 'Safety valve 187207' }])} onSwap={() => {}} onDelete={() => {}} />);
    expect(screen.getByText('Safety valve')).toBeInTheDocument();
    expect(screen.queryByText(/187207/)).not.toBeInTheDocument();
  });
});
