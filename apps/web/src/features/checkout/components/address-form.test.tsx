import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test-utils/render';
import type { NewAddressDraft } from '../hooks/new-address';
import { AddressForm } from './address-form';

function Form({ onSave }: { onSave: (address: NewAddressDraft) => void }) {
  const [value, setValue] = useState<NewAddressDraft>({});
  return <AddressForm legend="New billing address" value={value} onChange={setValue} onSave={onSave} onCancel={() => {}} saving={false} />;
}

describe('AddressForm (spec 3 §5 "Address fields", the server\'s messages: issue #44)', () => {
  it("shows each field's message on Use this address and saves only a valid address", async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(<Form onSave={onSave} />);
    const form = within(screen.getByRole('group', { name: 'New billing address' }));
    await user.click(form.getByRole('button', { name: 'Use this address' }));
    for (const text of ['First name is required', 'Surname is required', 'Address line 1 is required', 'Town is required', 'Postcode is required'])
      expect(form.getByText(text)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(form.getByLabelText(/First name/), 'Sam');
    await user.type(form.getByLabelText(/Surname/), 'Fitter');
    await user.type(form.getByLabelText(/Address line 1/), '9 Kirkstall Road');
    await user.type(form.getByLabelText(/Town/), 'Leeds');
    await user.type(form.getByLabelText(/Postcode/), 'LS4');
    await user.click(form.getByRole('button', { name: 'Use this address' }));
    expect(form.getByText('Please enter a valid UK postcode')).toBeInTheDocument();
    expect(form.getByLabelText(/Postcode/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(form.getByLabelText(/Postcode/), ' 2ab');
    expect(form.queryByText('Please enter a valid UK postcode')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Use this address' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ postCode: 'LS4 2ab' }));
  });
});
