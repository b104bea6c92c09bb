import { useAddAddress } from '../api/add-address';
import { asCheckoutAddress } from './new-address';
import type { CheckoutFormState, NewAddressesToSave } from './use-checkout-form';

/**
 * Place Order with a completed new address form (spec 3 §5 "selected or completed"): each is saved through the same
 * call as the form's own "Use this address" (the server answers the one it holds if it is already saved), chosen in
 * its picker and its form closed, before the order is placed with it. Answers the form the order goes with. A save
 * that fails leaves what was typed in its form (and one saved before it chosen).
 */
export function useSaveNewAddresses(update: (changes: Partial<CheckoutFormState>) => void) {
  const add = useAddAddress();
  return async (state: CheckoutFormState, toSave: NewAddressesToSave): Promise<CheckoutFormState> => {
    let ready = state;
    if (toSave.delivery) {
      const deliveryAddress = asCheckoutAddress(await add.mutateAsync({ ...toSave.delivery, isBilling: false }));
      update({ deliveryAddress, newDeliveryAddress: null });
      ready = { ...ready, deliveryAddress, newDeliveryAddress: null };
    }
    if (toSave.billing) {
      const billingAddress = asCheckoutAddress(await add.mutateAsync({ ...toSave.billing, isBilling: true }));
      update({ billingAddress, newBillingAddress: null });
      ready = { ...ready, billingAddress, newBillingAddress: null };
    }
    return ready;
  };
}
