import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RecentlyOrderedLine } from '@sparesfinder/contracts/lists';
import { messages } from '@sparesfinder/contracts/messages';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { formatPence, poundsToPence } from '@sparesfinder/domain/money';
import { ProductImage } from '../../../components/ui/product-image';
import { useRecentlyOrderedList } from '../hooks/use-list-queries';
import { ListControls } from './list-controls';
import { ListPagination } from './list-pagination';
import { ListStatus } from './list-status';

/** spec 2 §2 sorts (contracts/lists.ts): Purchase Date newest (default), oldest, Product Name A-Z, Z-A. */
export const recentlyOrderedSortOptions = [
  { id: 'date-desc', label: 'Purchase Date (newest)', sortDir: 'DESC', sortProp: 'OrderDate' },
  { id: 'date-asc', label: 'Purchase Date (oldest)', sortDir: 'ASC', sortProp: 'OrderDate' },
  { id: 'name-asc', label: 'Product Name A-Z', sortDir: 'ASC', sortProp: 'Description' },
  { id: 'name-desc', label: 'Product Name Z-A', sortDir: 'DESC', sortProp: 'Description' },
] as const;

const orderDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** /recently-ordered: the product lines of the organisation's placed orders. */
export function RecentlyOrderedList() {
  const { state, query } = useRecentlyOrderedList(recentlyOrderedSortOptions);
  const items = query.data?.collection ?? [];
  const total = query.data?.totalRecords ?? 0;
  return (
    <>
      <ListControls
        searchLabel="Search recently ordered"
        onSearch={state.search}
        sortOptions={recentlyOrderedSortOptions}
        sortId={state.sortId}
        onSort={state.changeSort}
      />
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={query.isSuccess && items.length === 0}
        emptyText={
          state.searchText
            ? `No ordered products match “${state.searchText}”.`
            : messages.lists.recentlyOrderedEmpty
        }
      />
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label="Recently ordered products"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {items.map((line) => (
            <li key={line.id}>
              <RecentlyOrderedRow line={line} />
            </li>
          ))}
        </Box>
      )}
      <ListPagination totalRecords={total} page={state.page} onChange={state.setPage} />
    </>
  );
}

function RecentlyOrderedRow({ line }: { line: RecentlyOrderedLine }) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${line.manufacturerCode} ${displayDescription(line.description)}`}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '64px 1fr', sm: '72px 1fr auto' },
      }}
    >
      <ProductImage src={line.imageUrl} alt="" />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{line.manufacturerCode}</Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {displayDescription(line.description)}
        </Typography>
        {line.manufacturer && (
          <Typography variant="caption" color="text.secondary">
            {line.manufacturer}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          textAlign: { sm: 'right' },
          display: 'grid',
          gap: 0.25,
        }}
      >
        <Typography variant="body2">Ordered {orderDate.format(new Date(line.orderDate))}</Typography>
        <Typography variant="body2">Qty {line.qty}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {formatPence(poundsToPence(line.price))} ex VAT
        </Typography>
      </Box>
    </Paper>
  );
}
