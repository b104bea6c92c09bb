import { useParams } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { CheckoutView } from '../../features/checkout/components/checkout-view';
import { useAnalytics } from '../../lib/analytics-context';

/** spec 3 §2.5 /Basket/Checkout/{basketKey}. */
export default function CheckoutPage() {
  const { basketKey = '' } = useParams();
  const analytics = useAnalytics();
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading documentTitle="Checkout">Checkout</PageHeading>
      <CheckoutView
        key={basketKey}
        basketKey={basketKey}
        onLoaded={(basket) => analytics.trackEcommerce('begin_checkout', basket.lines)}
        onBeginPayment={(lines) => analytics.trackEcommerce('add_payment_info', lines)}
        onAccountOrderPlaced={(lines) => analytics.trackEcommerce('purchase', lines)}
      />
    </PageContainer>
  );
}
