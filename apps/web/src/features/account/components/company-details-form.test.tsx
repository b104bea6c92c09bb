import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { Organisation } from '@sparesfinder/contracts/account';
import { reply, requestsTo } from '../../../test-utils/mock-api';
import { renderWithProviders } from '../../../test-utils/render';
import { pageReload } from '../hooks/page-reload';
import { CompanyDetailsForm } from './company-details-form';

const incomplete: Organisation = {
  id: 2, orgName: 'Fresh Plumbing Co', postCode: null, address1: null, address2: null, address3: null, county: null, townCity: null,
  email: 'hello@fresh-plumbing.test', telephone: null, regCompanyNo: null, mobile: null, contactName: null, gasSafeNo: null,
  computedContactUser: { firstName: 'Jordan', surname: 'Fresh' }, buyingGroupStatusID: 0, byBoxEnabled: false, tradeHelpBTCreditAccount: false,
};
const save = 'POST /Account/UpdateAccountInfo';

describe('Company Details (spec 1 §4, §5, §8)', () => {
  it("blocks the save: 'Please complete all mandatory fields', field errors cleared on edit", async () => {
    const { user, api } = renderWithProviders(<CompanyDetailsForm organisation={incomplete} />, { api: { [save]: { success: true, message: 'x' } } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Please complete all mandatory fields')).toBeInTheDocument();
    const address1 = screen.getByLabelText(/Address line 1/);
    expect(address1).toHaveAttribute('aria-invalid', 'true');
    await user.type(address1, '1');
    expect(address1).toHaveAttribute('aria-invalid', 'false');
    expect(requestsTo(api, save)).toHaveLength(0);
  });

  it('keeps telephone inputs numeric', async () => {
    const { user } = renderWithProviders(<CompanyDetailsForm organisation={incomplete} />);
    const telephone = screen.getByLabelText(/^Telephone/);
    await user.type(telephone, '0113 abc 496');
    expect(telephone).toHaveValue('0113  496');
  });

  it("saves form-encoded, says 'Successfully updated!' and reloads after 2 s", async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const { user, api } = renderWithProviders(<CompanyDetailsForm organisation={{ ...incomplete, postCode: 'LS6 2AL', address1: '1 Road', townCity: 'Leeds', telephone: '0113' }} />, {
      api: { [save]: { success: true, message: 'Successfully updated!' }, 'GET /Account/GetOrganisation': incomplete, 'GET /Account/IsAccountCompleted': { isCompleted: true } },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    const request = requestsTo(api, save)[0]!;
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(await request.text()).get('companyName')).toBe('Fresh Plumbing Co');
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    vi.useRealTimers();
  });

  it("says 'Something went wrong!' when the save fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<CompanyDetailsForm organisation={{ ...incomplete, postCode: 'LS6 2AL', address1: '1 Road', townCity: 'Leeds', telephone: '0113' }} />, {
      api: { [save]: reply(500, { statusCode: 500, code: 'internal', message: 'Something went wrong.' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });

  it('an address search inside the lookup never saves the company details (the lookup sits inside the form)', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const suggestions = [
      { address: ['12 Otley Road'], city: 'Leeds', county: 'West Yorkshire', postcode: 'LS6 2AL' },
      { address: ['2 Otley Road'], city: 'Leeds', county: 'West Yorkshire', postcode: 'LS6 2AL' },
    ];
    const { user, api } = renderWithProviders(<CompanyDetailsForm organisation={{ ...incomplete, postCode: 'LS6 2AL', address1: '1 Road', townCity: 'Leeds', telephone: '0113' }} />, {
      api: { [save]: { success: true, message: 'x' }, 'GET /PostCode/GetPostcode': suggestions },
    });
    await user.click(screen.getByRole('button', { name: 'Find address by postcode' }));
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    const found = await screen.findByRole('list', { name: 'Addresses' });
    expect(found.textContent).toMatch(/^2 Otley Road.*12 Otley Road/); // sorted by the first house number
    await user.click(screen.getByRole('button', { name: /^2 Otley Road/ }));
    expect(screen.getByLabelText(/Address line 1/)).toHaveValue('2 Otley Road');
    expect(requestsTo(api, save)).toHaveLength(0);
    expect(screen.queryByText('Successfully updated!')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
