import { useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { getBasketByKey } from '../../features/checkout/api/get-basket-by-key';
import { PaymentCountdown } from '../../features/checkout/components/payment-countdown';
import { EmbeddedPayment } from '../../features/payment/components/embedded-payment';
import { useAnalytics } from '../../lib/analytics-context';

/** spec 3 §2.6 /make-payment/{basketKey}?tokenId=: the embedded payment page. */
export default function MakePaymentPage() {
  const { basketKey = '' } = useParams();
  const [search] = useSearchParams();
  const analytics = useAnalytics();
  // spec 3 §4.8: purchase after completion, valued from the placed order's lines (GBP); nothing when analytics is off.
  const reportPurchase = async () => {
    if (analytics.enabled) analytics.trackEcommerce('purchase', (await getBasketByKey(basketKey)).lines);
  };
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading documentTitle="Make Payment">Make Payment</PageHeading>
      <PaymentCountdown basketKey={basketKey} />
      <EmbeddedPayment basketKey={basketKey} tokenId={search.get('tokenId')} onPurchase={() => void reportPurchase()} />
    </PageContainer>
  );
}
