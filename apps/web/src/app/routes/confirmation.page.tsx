import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation';
import { unreadNotificationsQueryKey } from '../../features/notifications/api/get-unread-notifications';

/** spec 3 §2.7 /Basket/Confirmation/{basketKey}: any back navigation from this page goes to /. */
export default function ConfirmationPage() {
  const { basketKey = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Placing the order raised its 'Order placed' notification: the header's bell counts it now, not a minute later.
  const onOrderShown = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryKey }),
    [queryClient],
  );
  useEffect(() => {
    const home = () => navigate('/', { replace: true });
    window.addEventListener('popstate', home);
    return () => window.removeEventListener('popstate', home);
  }, [navigate]);
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading documentTitle="Order Confirmation">Order Confirmation</PageHeading>
      <OrderConfirmation basketKey={basketKey} onOrderShown={onOrderShown} />
    </PageContainer>
  );
}
