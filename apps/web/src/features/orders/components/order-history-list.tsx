import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import type { OrderSummary } from '@sparesfinder/contracts/orders';
import { messages, ordersText } from '@sparesfinder/contracts/messages';
import { orderHistoryPageCount, orderHistoryPageSize, orderSortOptions, type OrderSortOption } from '@sparesfinder/domain/orders/order-history-paging';
import { orderNotes } from '@sparesfinder/domain/orders/order-text';
import { SortSelect } from '../../../components/ui/sort-select';
import { usePreviousOrders } from '../api/previous-orders';
import { BranchDetailsDialog } from './branch-details-dialog';
import { OrderCards } from './order-cards';
import { OrdersTable } from './orders-table';
import { ReorderDialog } from './reorder-dialog';
import { ReturnHelpDialog } from './return-help-dialog';

export interface OrderHistoryListState {
  searchText: string;
  sort: OrderSortOption;
  pageNumber: number;
}

export interface OrderHistoryListProps {
  state: OrderHistoryListState;
  onStateChange: (state: OrderHistoryListState) => void;
  onOpen: (order: OrderSummary) => void;
  /** User group 4: the return modal always shows the contact-us message (spec 1 §6). */
  alwaysContactUs: boolean;
  /** The Export button, or null where the flag hides it (spec 1 §2). */
  exportButton: React.ReactNode;
}

const sortChoices = orderSortOptions.map((option) => ({ id: option.value, label: option.label }));

/** spec 1 §2 Order History list: search by order number, sort, Export, the table (desktop) or cards (≤ 768 px). */
export function OrderHistoryList({ state, onStateChange, onOpen, alwaysContactUs, exportButton }: OrderHistoryListProps) {
  const isPhone = useMediaQuery('(max-width:768px)');
  const [typed, setTyped] = useState(state.searchText);
  const [shownPages, setShownPages] = useState(1);
  const [reorderKey, setReorderKey] = useState<string | null>(null);
  const [returning, setReturning] = useState(false);
  const [branchId, setBranchId] = useState<number | null>(null);
  // Phones grow one list with Show more; desktops page through it.
  const request = {
    searchText: state.searchText || undefined,
    sortProp: state.sort.sortProp,
    sortDir: state.sort.sortDir,
    pageNumber: isPhone ? 1 : state.pageNumber,
    pageSize: isPhone ? Math.min(100, orderHistoryPageSize * shownPages) : orderHistoryPageSize,
  };
  const { data, isError, isFetching } = usePreviousOrders(request);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setShownPages(1);
    onStateChange({ ...state, searchText: typed.trim(), pageNumber: 1 });
  };
  const clear = () => {
    setTyped('');
    setShownPages(1);
    onStateChange({ ...state, searchText: '', pageNumber: 1 });
  };
  const handlers = { onOpen, onBranch: setBranchId, onReorder: (order: OrderSummary) => setReorderKey(order.basketKey), onReturn: () => setReturning(true) };
  const orders = data?.collection ?? [];
  const total = data?.totalRecords ?? 0;
  return (
    // minmax(0, 1fr): a grid item's min-content width must never widen the page (the table fits or scrolls itself).
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1, flex: '1 1 320px', maxWidth: 520 }}>
          <TextField
            size="small"
            fullWidth
            label="Search orders"
            placeholder="Enter an order number"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: 50 },
              input: {
                endAdornment: typed ? (
                  <InputAdornment position="end">
                    <IconButton aria-label="Clear search" onClick={clear} edge="end" size="small">
                      <ClearIcon />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            Search
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <SortSelect options={sortChoices} value={state.sort.value} onChange={(value) => onStateChange({ ...state, sort: orderSortOptions.find((o) => o.value === value)!, pageNumber: 1 })} />
          {exportButton}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">{orderNotes.statusDelay}</Typography>
      {isError && <Typography role="alert">{messages.common.somethingWentWrong}</Typography>}
      {data && orders.length === 0 && (
        <Typography role="status">{total > 0 ? 'There are no more orders: go back a page.' : state.searchText ? ordersText.noOrdersMatch : ordersText.noOrders}</Typography>
      )}
      {orders.length > 0 && (
        <Box aria-busy={isFetching} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          {isPhone ? <OrderCards orders={orders} {...handlers} /> : <OrdersTable orders={orders} {...handlers} />}
        </Box>
      )}
      {data && isPhone && orders.length < total && (
        <Button variant="outlined" onClick={() => setShownPages((n) => n + 1)} disabled={isFetching} sx={{ justifySelf: 'center' }}>
          Show more
        </Button>
      )}
      {data && !isPhone && total > 0 && (
        <Pagination
          sx={{ justifySelf: 'center' }}
          count={orderHistoryPageCount(total)}
          page={state.pageNumber}
          onChange={(_event, pageNumber) => onStateChange({ ...state, pageNumber })}
          getItemAriaLabel={(type, page, selected) => (type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${page}` : `Go to ${type} page`)}
        />
      )}
      {reorderKey && <ReorderDialog basketKey={reorderKey} onClose={() => setReorderKey(null)} />}
      <ReturnHelpDialog open={returning} onClose={() => setReturning(false)} alwaysContactUs={alwaysContactUs} />
      {branchId !== null && <BranchDetailsDialog branchId={branchId} onClose={() => setBranchId(null)} />}
    </Box>
  );
}
