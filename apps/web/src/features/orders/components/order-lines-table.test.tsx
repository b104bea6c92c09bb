import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { OrderDetail } from '@sparesfinder/contracts/orders';
import { basketLine } from '../../../test-utils/fixtures';
import { OrderLinesTable } from './order-lines-table';

describe("an order's lines name the courier, never its code", () => {
  it('reads Stuart on the courier line, the MPN on a part', () => {
    const lines = [basketLine({ id: 11 }), basketLine({ id: 13, manufacturerCode: 'STUART', description: 'Stuart same-day delivery within 120 minutes', qty: 1, cost: 10, displayedCost: 10, basketLineTypeId: 3 })];
    render(<OrderLinesTable order={{ lines, totalCost: 58.5, totalCostWithVat: 70.2 } as OrderDetail} />);
    expect(screen.getAllByText('Stuart').length).toBeGreaterThan(0);
    expect(screen.getAllByText('CAL-87161').length).toBeGreaterThan(0);
    expect(screen.queryByText(/STUART/)).not.toBeInTheDocument();
  });
});

describe("an order's totals are worded as on the basket, the checkout and the confirmation", () => {
  it("'Total plus VAT' and 'Total with VAT'", () => {
    render(<OrderLinesTable order={{ lines: [basketLine({ id: 11 })], totalCost: 48.5, totalCostWithVat: 58.2 } as OrderDetail} />);
    const rowOf = (label: string) => screen.getAllByText(label)[0]!.closest('tr');
    expect(rowOf('Total plus VAT')).toHaveTextContent(/£48\.50$/);
    expect(rowOf('Total with VAT')).toHaveTextContent(/£58\.20$/);
    expect(screen.queryByText(/ex VAT|inc VAT/)).not.toBeInTheDocument();
  });
});
