import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { basketLine, basketWith } from '../../../test-utils/fixtures';
import { deliveryQuote } from '../../../test-utils/basket-fixtures';
import { OrderSummary } from './order-summary';

// The courier line as the server writes it: its code is GOPHR (spec 3 §3); a trader reads the courier's name.
// Its cost is the chosen quote's price ex VAT (the quote modal's 'plus VAT' figure).
const quote = deliveryQuote();
const courierLine = basketLine({ id: 13, manufacturerCode: 'GOPHR', description: 'Gophr same-day delivery within 90 minutes', qty: 1, cost: quote.priceNet, displayedCost: quote.priceNet, basketLineTypeId: 3 });

describe('the checkout summary names the courier, never its code', () => {
  it('reads Gophr on the courier line', () => {
    render(<OrderSummary basket={basketWith([basketLine({ id: 11 }), courierLine])} discount={null} onRemoveLine={vi.fn()} busy={false} />);
    expect(screen.getByText(/^Gophr · Qty 1/)).toBeInTheDocument();
    expect(screen.queryByText(/GOPHR/)).not.toBeInTheDocument();
  });

  it("shows the courier's charge plus VAT, the figure the quote modal leads with, never its price with VAT (issue #44)", () => {
    render(<OrderSummary basket={basketWith([basketLine({ id: 11 }), courierLine])} discount={null} onRemoveLine={vi.fn()} busy={false} />);
    expect(screen.getByText(/^Gophr · Qty 1/)).toHaveTextContent('£12.46 each');
    expect(screen.queryByText(/£14\.95/)).not.toBeInTheDocument();
    expect(screen.getByText('Total plus VAT')).toBeInTheDocument();
  });
});

describe('the checkout summary shows descriptions as every page does (spec 2 §5)', () => {
  it("strips a trailing stock code from the text and the remove button's name ('Safety valve 187207' → 'Safety valve')", () => {
    render(<OrderSummary basket={basketWith([basketLine({ id: 11, manufacturerCode: 'CAL-25838', description: 'Safety valve 187207' })])} discount={null} onRemoveLine={vi.fn()} busy={false} />);
    expect(screen.getByText('Safety valve')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Safety valve' })).toBeInTheDocument();
    expect(screen.queryByText(/187207/)).not.toBeInTheDocument();
  });
});
