import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { basketLine } from '../../test-utils/fixtures';
import { addedLineRows, TotalsBreakdown } from './totals-breakdown';

const testIds = { subtotal: 'subtotal', vat: 'vat', total: 'total' };

describe('TotalsBreakdown (the basket, the checkout and the confirmation show their totals with it)', () => {
  it('lists the added lines, then Total plus VAT, VAT (20%) and Total with VAT, the VAT being what lies between', () => {
    // Figures as the server answers them (VAT once on the sum): £109.60 + £21.92 = £131.52.
    render(
      <TotalsBreakdown
        label="Order totals"
        extras={[{ key: 'delivery', label: 'Next-day delivery', amount: '£9.95' }]}
        totalCostPence={10_960}
        totalCostWithVatPence={13_152}
        testIds={testIds}
      />,
    );
    const list = within(screen.getByLabelText('Order totals'));
    expect(list.getAllByRole('term').map((term) => term.textContent)).toEqual(['Next-day delivery', 'Total plus VAT', 'VAT (20%)', 'Total with VAT']);
    expect(list.getAllByRole('definition').map((value) => value.textContent)).toEqual(['£9.95', '£109.60', '£21.92', '£131.52']);
    expect(screen.getByTestId('vat').previousElementSibling).toHaveTextContent(/^VAT \(20%\)$/);
  });

  it('the VAT row is the difference of the two totals, never a rate applied again (no penny drift)', () => {
    // £0.03 ex VAT is charged £0.04 with VAT (rounded once): the VAT shown is £0.01, not 20% of £0.03 re-rounded.
    render(<TotalsBreakdown label="Order totals" totalCostPence={3} totalCostWithVatPence={4} testIds={testIds} />);
    expect(screen.getByTestId('vat')).toHaveTextContent('£0.01');
  });

  it('addedLineRows: every line but products, each its line total ex VAT', () => {
    const rows = addedLineRows([
      basketLine({ id: 1 }),
      basketLine({ id: 2, manufacturerCode: 'DELIVERY', description: 'Next-day delivery', cost: 9.95, basketLineTypeId: 2 }),
      basketLine({ id: 3, manufacturerCode: 'TRADE10', description: 'Trade 10% off', cost: -4.85, basketLineTypeId: 4 }),
    ]);
    expect(rows).toEqual([
      { key: 2, label: 'Next-day delivery', amount: '£9.95' },
      { key: 3, label: 'Trade 10% off', amount: '−£4.85' },
    ]);
  });
});
