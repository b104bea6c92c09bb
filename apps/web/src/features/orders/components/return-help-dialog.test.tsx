import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ordersText } from '@sparesfinder/contracts/messages';
import { siteConfig } from '../../../config/site';
import { renderWithProviders } from '../../../test-utils/render';
import { ReturnHelpDialog } from './return-help-dialog';

describe('ReturnHelpDialog (spec 1 §2 return help, §9 office hours)', () => {
  it('asks the trader to call during office hours and gives the support number as a tel: link', () => {
    renderWithProviders(<ReturnHelpDialog open onClose={vi.fn()} alwaysContactUs={false} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(ordersText.returnOfficeHours);
    expect(dialog).toHaveTextContent(ordersText.returnHowTo);
    const phone = screen.getByRole('link', { name: siteConfig.supportPhone });
    expect(phone).toHaveAttribute('href', siteConfig.supportPhoneHref);
    expect(siteConfig.supportPhoneHref).toMatch(/^tel:\+44\d+$/);
  });

  it('electrical services (user group 4) get the contact-us message instead (spec 1 §6)', () => {
    renderWithProviders(<ReturnHelpDialog open onClose={vi.fn()} alwaysContactUs />);
    expect(screen.getByRole('dialog')).toHaveTextContent(ordersText.returnContactUs);
    expect(screen.queryByText(ordersText.returnOfficeHours)).not.toBeInTheDocument();
  });
});
