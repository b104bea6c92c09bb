import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RecentlyOrderedLine } from '@sparesfinder/contracts/lists';
import { messages } from '@sparesfinder/contracts/messages';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { formatPence, poundsToPence } from '@sparesfinder/domain/money';
import { ProductImage } from '../../../components/ui/product-image';
import { useRecentlyOrderedList } from '../hooks/use-list-queries';
import { ListFrame, ListItems } from './list-frame';

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
  return (
    <ListFrame
      state={state}
      query={query}
      searchLabel="Search recently ordered"
      sortOptions={recentlyOrderedSortOptions}
      emptyText={(searchText) =>
        searchText ? `No ordered products match “${searchText}”.` : messages.lists.recentlyOrderedEmpty
      }
    >
      {(items) => (
        <ListItems
          label="Recently ordered products"
          items={items}
          itemKey={(line) => line.id}
          renderItem={(line) => <RecentlyOrderedRow line={line} />}
        />
      )}
    </ListFrame>
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
