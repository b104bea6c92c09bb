import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@sparesfinder/contracts/messages';
import { renderWithProviders } from '../../../test-utils/render';
import { requestsTo } from '../../../test-utils/mock-api';
import { PartAvailabilityDialog, type PartAvailabilityReason } from './part-availability-dialog';

const part = {
  manufacturerPartNumber: 'CAL-87161',
  description: 'Diverter valve cartridge',
  selectedBranchId: 12,
};
const thankYou = { success: true, message: messages.spares.partAvailabilityThankYou, requestId: 7 };

function renderDialog(reason: PartAvailabilityReason) {
  return renderWithProviders(<PartAvailabilityDialog request={part} reason={reason} onClose={vi.fn()} />, {
    api: { 'POST /SparesAvailability/SubscribePartAvailability': thankYou },
  });
}

describe('PartAvailabilityDialog', () => {
  it('a part the branch has none of gets the back-in-stock text, never the obsolete one (issue #44)', () => {
    renderDialog('out-of-stock-at-branch');
    expect(screen.getByText(messages.spares.partBackInStockIntro)).toBeInTheDocument();
    expect(screen.queryByText(messages.spares.partAvailabilityIntro)).not.toBeInTheDocument();
  });

  it('an obsolete part (price 0, spec 3 §4.10) gets the obsolete text', () => {
    renderDialog('obsolete');
    expect(screen.getByText(messages.spares.partAvailabilityIntro)).toBeInTheDocument();
    expect(screen.queryByText(messages.spares.partBackInStockIntro)).not.toBeInTheDocument();
  });

  it('Notify me when available sends the part and its branch and shows the answer', async () => {
    const { api, user } = renderDialog('out-of-stock-at-branch');
    await user.click(screen.getByRole('button', { name: 'Notify me when available' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.spares.partAvailabilityThankYou);
    const [request] = requestsTo(api, 'POST /SparesAvailability/SubscribePartAvailability');
    expect(await request!.clone().json()).toEqual(part);
  });
});
