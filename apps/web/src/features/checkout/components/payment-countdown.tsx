import { useBasketByKey } from '../api/get-basket-by-key';
import { useSecondsLeft } from '../hooks/use-countdown';
import { CheckoutCountdown } from './checkout-countdown';

/**
 * spec 3 §4.8 "The expiry date is read on the payment page": the same 5-minute banner and expiry dialog as the
 * checkout, from the basket's expiryDate, until the basket is an order. A payment already made when the hold runs
 * out is still completed by the server (decision 014); the dialog stops a buyer starting one on lapsed prices.
 */
export function PaymentCountdown({ basketKey }: { basketKey: string }) {
  const basket = useBasketByKey(basketKey);
  const seconds = useSecondsLeft(basket.data?.orderId === null ? basket.data.expiryDate : null);
  return <CheckoutCountdown seconds={seconds} />;
}
