import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { CheckoutAddress, SavedAddress } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { useAddAddress } from '../api/add-address';
import { useDeleteAddress } from '../api/delete-address';
import { useSavedAddresses } from '../api/get-saved-addresses';
import { asCheckoutAddress, draftAddress, type NewAddressDraft } from '../hooks/new-address';
import { AddressForm } from './address-form';

export const addressText = (address: CheckoutAddress) => [address.companyName, address.address1, address.address2, address.city, address.postCode].filter(Boolean).join(', ');

interface AddressPickerProps {
  billing: boolean;
  label: string;
  selected: CheckoutAddress | null;
  onSelect: (address: CheckoutAddress | null) => void;
  /** The saved address chosen for the trader when the list first arrives with none selected; they may change it. */
  preselect?: (saved: readonly SavedAddress[]) => SavedAddress | null;
  /** The new address form's fields while it is open (null: closed), held by the checkout (hooks/new-address.ts). */
  draft: NewAddressDraft | null;
  onDraftChange: (draft: NewAddressDraft | null) => void;
  /** Place Order found the new address incomplete: the form marks its missing fields. */
  showErrors?: boolean;
}

/** Saved addresses to choose from (delete by id), or a new one (spec 3 §2.5 "new billing address form"). */
export function AddressPicker({ billing, label, selected, onSelect, preselect, draft, onDraftChange, showErrors }: AddressPickerProps) {
  const { data: saved } = useSavedAddresses(billing);
  usePreselection(saved, selected, onSelect, preselect);
  const remove = useDeleteAddress();
  const add = useAddAddress();
  const [deleteFailed, setDeleteFailed] = useState(false);
  const selectedId = selected?.id ?? null;
  const choose = (id: string) => {
    const found = saved?.find((address) => String(address.id) === id);
    onSelect(found ? asCheckoutAddress(found) : null);
  };

  return (
    <Box>
      {deleteFailed && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setDeleteFailed(false)}>
          {messages.checkout.addressDeleteFailed}
        </Alert>
      )}
      <RadioGroup aria-label={label} value={selectedId === null ? '' : String(selectedId)} onChange={(event) => choose(event.target.value)}>
        {saved?.map((address) => (
          <Box key={address.id} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <FormControlLabel value={String(address.id)} control={<Radio />} label={`${address.firstName} ${address.surname}, ${addressText(address)}`} />
            <IconButton
              aria-label={`Delete address ${addressText(address)}`}
              size="small"
              onClick={() =>
                remove.mutate(address.id, {
                  onSuccess: () => selectedId === address.id && onSelect(null),
                  onError: () => setDeleteFailed(true),
                })
              }
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </RadioGroup>
      {draft !== null ? (
        <AddressForm
          legend={billing ? 'New billing address' : 'New delivery address'}
          value={draft}
          onChange={onDraftChange}
          showErrors={showErrors}
          saving={add.isPending}
          onCancel={() => onDraftChange(null)}
          onSave={(typed) =>
            add.mutate({ ...draftAddress(typed), isBilling: billing }, {
              onSuccess: (savedAddress) => {
                onSelect(asCheckoutAddress(savedAddress));
                onDraftChange(null);
              },
            })
          }
        />
      ) : (
        <Button onClick={() => onDraftChange({})} sx={{ mt: 1 }}>
          {billing ? 'Add a new billing address' : 'Add a new delivery address'}
        </Button>
      )}
    </Box>
  );
}

/**
 * Once, when the saved list first arrives: with nothing selected yet (a draft brought back keeps its own), the
 * preselected address is chosen. Once only, so an address deleted or replaced later is never chosen again for them.
 */
function usePreselection(
  saved: readonly SavedAddress[] | undefined,
  selected: CheckoutAddress | null,
  onSelect: (address: CheckoutAddress) => void,
  preselect: AddressPickerProps['preselect'],
) {
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || !saved || !preselect) return;
    decided.current = true;
    const chosen = selected === null ? preselect(saved) : null;
    if (chosen) onSelect(asCheckoutAddress(chosen));
  }, [saved, selected, onSelect, preselect]);
}
