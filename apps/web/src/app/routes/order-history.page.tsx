import { useNavigate, useSearchParams } from 'react-router';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { orderSortByValue } from '@sparesfinder/domain/orders/order-history-paging';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { useFeatureFlag } from '../../features/platform/api/get-features';
import { ExportOrdersButton } from '../../features/orders/components/export-orders-button';
import { OrderDetails } from '../../features/orders/components/order-details';
import { OrderHistoryList, type OrderHistoryListState } from '../../features/orders/components/order-history-list';
import { useShellPermissions } from '../use-shell-permissions';

/**
 * spec 1 §2 /OrderHistory (and /orderHistory). The list's search, sort and page live in the address, and choosing an
 * order adds ?basketKey (a new history entry), so the browser's back button returns to the list as it was.
 */
export default function OrderHistoryPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { isElectricalServices } = useShellPermissions();
  // spec 1 §2: the Export button is hidden when the flag export-bulk-invoices is on.
  const exportHidden = useFeatureFlag('export-bulk-invoices');
  const basketKey = params.get('basketKey');
  const state: OrderHistoryListState = {
    searchText: params.get('q') ?? '',
    sort: orderSortByValue(params.get('sort')),
    pageNumber: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const setState = (next: OrderHistoryListState) => {
    const search = new URLSearchParams();
    if (next.searchText) search.set('q', next.searchText);
    if (next.sort.value !== 'date-desc') search.set('sort', next.sort.value);
    if (next.pageNumber > 1) search.set('page', String(next.pageNumber));
    setParams(search);
  };
  return (
    <PageContainer sx={{ py: { xs: 3, md: 4 } }}>
      {basketKey ? (
        <>
          <PageHeading documentTitle="Order Details">ORDER INFORMATION</PageHeading>
          <OrderDetails basketKey={basketKey} onBack={() => void navigate(pagePaths.orderHistory)} alwaysContactUs={isElectricalServices} />
        </>
      ) : (
        <>
          <PageHeading documentTitle="Order History">ORDER HISTORY</PageHeading>
          <OrderHistoryList
            state={state}
            onStateChange={setState}
            onOpen={(order) => setParams({ basketKey: order.basketKey })}
            alwaysContactUs={isElectricalServices}
            exportButton={exportHidden ? null : <ExportOrdersButton />}
          />
        </>
      )}
    </PageContainer>
  );
}
