import { useEffect } from 'react';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useBasketByKey } from '../api/get-basket-by-key';
import { useCheckoutRules } from '../api/get-checkout-rules';
import { useOrganisationInfo } from '../api/get-organisation-info';
import { useSavedCards } from '../api/get-saved-cards';
import { useSecondsLeft } from '../hooks/use-countdown';
import { CheckoutCountdown } from './checkout-countdown';
import { CheckoutForm } from './checkout-form';

type AnalyticsLines = readonly { manufacturerCode: string; description: string; cost: number; qty: number }[];

/**
 * The checkout page's body. The page reports to analytics (spec 3 §7): `onLoaded` (begin_checkout), `onBeginPayment`
 * (add_payment_info) and `onAccountOrderPlaced` (purchase; a card order's purchase is the payment page's).
 */
export function CheckoutView({ basketKey, onLoaded, onBeginPayment, onAccountOrderPlaced }: { basketKey: string; onLoaded?: (basket: { lines: AnalyticsLines }) => void; onBeginPayment?: (lines: AnalyticsLines) => void; onAccountOrderPlaced?: (lines: AnalyticsLines) => void }) {
  const basket = useBasketByKey(basketKey);
  const rules = useCheckoutRules(basketKey);
  const organisation = useOrganisationInfo();
  const cards = useSavedCards();
  const seconds = useSecondsLeft(basket.data?.expiryDate);
  const loaded = basket.data && rules.data;
  useEffect(() => {
    if (basket.data && onLoaded) onLoaded(basket.data);
    // Once per basket: begin_checkout is one event per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [basket.data?.basketKey]);

  if (basket.isError || rules.isError) return <Alert severity="error">We could not load this basket. It may belong to someone else or no longer exist.</Alert>;
  if (!loaded || organisation.isPending || cards.isPending) return <PageLoader />;
  // spec 3 §2.7: any back navigation from the confirmation goes to /, so a placed basket's checkout does too.
  if (basket.data.orderId !== null) return <Navigate to="/" replace />;
  return (
    <>
      <CheckoutCountdown seconds={seconds} />
      <CheckoutForm basket={basket.data} rules={rules.data} organisation={organisation.data} cards={cards.data ?? []} expired={seconds === 0} onBeginPayment={onBeginPayment} onAccountOrderPlaced={onAccountOrderPlaced} />
    </>
  );
}
