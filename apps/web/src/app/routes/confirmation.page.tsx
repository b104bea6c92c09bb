import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation';

/** spec 3 §2.7 /Basket/Confirmation/{basketKey}: any back navigation from this page goes to /. */
export default function ConfirmationPage() {
  const { basketKey = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    const home = () => navigate('/', { replace: true });
    window.addEventListener('popstate', home);
    return () => window.removeEventListener('popstate', home);
  }, [navigate]);
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading documentTitle="Order Confirmation">Order Confirmation</PageHeading>
      <OrderConfirmation basketKey={basketKey} />
    </PageContainer>
  );
}
